import { plural, pluralNoun } from '@pillars/shared/plural';
import { supportMessages } from '@pillars/shared/support/messages';
import type { FaqItem } from '@pillars/shared/support/schemas';
import { ChevronDownIcon, SearchIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useState } from 'react';
import { Card } from '@/components/card';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { filterFaqItems } from '../utils/faq-search';

/** The FAQ in its order: each answer opens and closes; the search keeps the items that match. */
export function FaqSection({ title, items }: { title: string; items: readonly FaqItem[] }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const headingId = useId();
  const shown = filterFaqItems(items, search);

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{supportMessages.noFaq}</p>
      ) : (
        <>
          <div className="relative mt-4">
            <Label htmlFor={searchId} className="sr-only">
              Search the FAQ
            </Label>
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Search questions..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {search.trim()
              ? `${shown.length} of ${plural(items.length, 'question')} ${pluralNoun(shown.length, 'matches', 'match')}`
              : ''}
          </p>
          {shown.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No questions match your search.</p>
          ) : (
            <Accordion.Root type="multiple" className="mt-3 divide-y divide-slate-200">
              {shown.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 rounded-md py-3 text-left text-sm font-medium text-slate-900 outline-none hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500">
                        {item.question}
                        <ChevronDownIcon
                          className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                          aria-hidden
                        />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className="pb-3 text-sm whitespace-pre-wrap text-slate-600">
                    {item.answer}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </>
      )}
    </Card>
  );
}
