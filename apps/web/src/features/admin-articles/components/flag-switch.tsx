import { cn } from '@/lib/cn';

/**
 * An on/off switch of a table row (Published, Featured): a button with role switch, named by
 * `label`, so it reads 'Published: How to price, switch, on'. The table updates it at once and
 * flips it back if the server refuses.
 */
export function FlagSwitch({
  label,
  isOn,
  onToggle,
  disabled,
}: {
  label: string;
  isOn: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-50',
        isOn ? 'bg-brand-700' : 'bg-slate-400',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-white shadow transition-transform',
          isOn ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}
