import { Button } from './button';

/**
 * A page's views as a row of tabs (the Community's Recent, Unanswered and Following; the
 * moderators' Open reports and Hidden): each a button, the chosen one marked. The page keeps
 * the chosen view in its URL.
 */
export function ViewTabs<View extends string>({
  label,
  views,
  value,
  onChange,
}: {
  label: string;
  /** Each view and its label, in order. */
  views: Readonly<Record<View, string>>;
  value: View;
  onChange: (view: View) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap gap-2" role="tablist" aria-label={label}>
      {(Object.keys(views) as View[]).map((view) => (
        <Button
          key={view}
          role="tab"
          aria-selected={value === view}
          variant={value === view ? 'primary' : 'outline'}
          size="sm"
          onClick={() => onChange(view)}
        >
          {views[view]}
        </Button>
      ))}
    </div>
  );
}
