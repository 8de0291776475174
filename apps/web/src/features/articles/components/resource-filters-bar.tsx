import type { ArticleTag } from '@pillars/shared/articles/schemas';
import { articleContentTypeLabels, articleContentTypes } from '@pillars/shared/domain-values';
import { BookmarkIcon, SearchIcon, XIcon } from 'lucide-react';
import { type ComponentProps, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Input, textControlClasses } from '@/components/input';
import { Label } from '@/components/label';
import { cn } from '@/lib/cn';
import { emptyResourceFilters, hasActiveFilters, type ResourceFilters } from '../utils/resource-filters';

/** How long typing pauses before the search runs (and the URL changes). */
const searchDelayMs = 350;

function FilterSelect({
  label,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(textControlClasses, 'h-10 pr-8')} {...props}>
        {children}
      </select>
    </div>
  );
}

/**
 * The search box, the category, topic and type filters and 'Saved'. Every change goes to
 * the URL (through `onChange`), which is the one source of the view.
 */
export function ResourceFiltersBar({
  filters,
  categories,
  topics,
  onChange,
}: {
  filters: ResourceFilters;
  categories: readonly ArticleTag[];
  topics: readonly ArticleTag[];
  /** A change of some filters: the page applies it to the URL last asked for. */
  onChange: (change: Partial<ResourceFilters>, options?: { replace?: boolean }) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(filters.q);

  // The search this box last put in the URL: typing on while it loads is not undone.
  const sentQueryRef = useRef(filters.q);

  // The URL changed under the box (Back, a link, 'Clear filters'): show its search.
  useEffect(() => {
    if (filters.q === sentQueryRef.current) return;
    sentQueryRef.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  const search = useCallback(
    (query: string, options?: { replace?: boolean }) => {
      sentQueryRef.current = query;
      onChange({ q: query }, options);
    },
    [onChange],
  );

  // Typing searches after a pause; each keystroke replaces the history entry, not adds one.
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(() => search(text.trim(), { replace: true }), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, search]);

  return (
    <div className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <search>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            search(text.trim());
          }}
        >
          <Label htmlFor={searchId}>Search resources</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={text}
              maxLength={200}
              placeholder="Search by title, subtitle or content"
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <FilterSelect
          label="Category"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Topic"
          value={filters.topic}
          onChange={(event) => onChange({ topic: event.target.value })}
        >
          <option value="">All topics</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.slug}>
              {topic.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Type"
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as ResourceFilters['type'] })}
        >
          <option value="">All types</option>
          {articleContentTypes.map((type) => (
            <option key={type} value={type}>
              {articleContentTypeLabels[type]}
            </option>
          ))}
        </FilterSelect>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={filters.isSaved ? 'secondary' : 'outline'}
            aria-pressed={filters.isSaved}
            onClick={() => onChange({ isSaved: !filters.isSaved })}
          >
            <BookmarkIcon className={cn(filters.isSaved && 'fill-current')} aria-hidden />
            Saved
          </Button>
          {hasActiveFilters(filters) ? (
            <Button variant="ghost" onClick={() => onChange(emptyResourceFilters)}>
              <XIcon aria-hidden />
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
