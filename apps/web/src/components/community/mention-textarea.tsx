import type { CommunityAuthor } from '@pillars/shared/community/schemas';
import { Popover } from 'radix-ui';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { Textarea } from '@/components/textarea';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMentionCandidates } from './api';

/** The person a composer mentions: their id is sent with the text (`mentionIds`). */
export interface ChosenMention {
  id: string;
  name: string;
}

const nameOf = (person: Pick<CommunityAuthor, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The `@name` being typed just before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([\p{L}\p{M}'’-]{1,50})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** The ids of the chosen people whose `@Name` is still in the text. */
export function mentionIdsOf(text: string, chosen: readonly ChosenMention[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}

/**
 * A composer's textarea with the @mention autocomplete (issue 42): typing `@` and the start
 * of a name lists up to 8 people who can see the thread (a listbox under the text, ↑/↓ to move,
 * Enter or Tab to choose, Escape to close); the chosen name goes in the text and the person
 * into `chosen`, whose ids the composer sends.
 */
export function MentionTextarea({
  id,
  label,
  value,
  onValueChange,
  chosen,
  onChosenChange,
  postId,
  error,
  ...textareaProps
}: Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  chosen: readonly ChosenMention[];
  onChosenChange: (chosen: ChosenMention[]) => void;
  /** The thread written in; none for a new discussion of a category. */
  postId?: string;
  error?: string;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const query = useDebouncedValue(mention?.query ?? '', 150);
  const candidates = useMentionCandidates(mention ? query : '', postId);
  const people = mention && query ? (candidates.data?.people ?? []) : [];
  const isOpen = mention !== null && people.length > 0;
  const listboxId = useId();
  const errorId = error ? `${id}-error` : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const track = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActiveIndex(0);
  };

  const choose = (person: CommunityAuthor) => {
    if (!mention) return;
    const name = nameOf(person);
    const caret = mention.start + 1 + mention.query.length;
    const text = `${value.slice(0, mention.start)}@${name} ${value.slice(caret)}`;
    onValueChange(text);
    if (!chosen.some((item) => item.id === person.id)) onChosenChange([...chosen, { id: person.id, name }]);
    setMention(null);
    const at = mention.start + name.length + 2;
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(at, at);
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Popover.Root open={isOpen} onOpenChange={(open) => (open ? null : setMention(null))}>
        <Popover.Anchor asChild>
          <Textarea
            ref={textareaRef}
            id={id}
            value={value}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={isOpen ? listboxId : undefined}
            aria-activedescendant={isOpen ? optionId(activeIndex) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            {...textareaProps}
            onChange={(event) => {
              onValueChange(event.target.value);
              track(event.target.value, event.target.selectionStart);
            }}
            onClick={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
            onKeyDown={(event) => {
              if (!isOpen) return;
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActiveIndex((index) => (index + 1) % people.length);
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActiveIndex((index) => (index - 1 + people.length) % people.length);
              } else if (event.key === 'Enter' || event.key === 'Tab') {
                event.preventDefault();
                const person = people[Math.min(activeIndex, people.length - 1)];
                if (person) choose(person);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setMention(null);
              }
            }}
          />
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            // The caret stays in the text: the list is driven from the keyboard there, or clicked.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <div id={listboxId} role="listbox" aria-label="People to mention">
              {people.map((person, index) => (
                <div
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                    index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                  )}
                  onMouseEnter={() => setActiveIndex(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(person)}
                  onKeyDown={() => undefined}
                >
                  <UserAvatar
                    firstName={person.firstName}
                    lastName={person.lastName}
                    avatarUrl={person.avatarUrl}
                    className="size-6"
                  />
                  <span className="min-w-0 truncate">
                    {nameOf(person)}
                    {person.agencyName ? (
                      <span className="text-slate-500"> · {person.agencyName}</span>
                    ) : null}
                  </span>
                </div>
              ))}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
