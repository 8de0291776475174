import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How a deferred menu starts once its code is in. */
export interface DeferredMenuStart {
  /** Open at once: its trigger was pressed before the code came. */
  isOpen: boolean;
  /** Focus the trigger if focus was lost: the placeholder it replaces had it. */
  takesFocus: () => boolean;
}

/** What the placeholder button needs to stand in for the trigger. */
export interface PlaceholderHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onClick: (event: MouseEvent) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

/**
 * A header menu (the avatar's, the bell's) whose code loads when someone reaches for it: the
 * pointer over its trigger, the trigger focused or pressed. Radix's menu and popover and
 * Floating UI were half of the member shell's script, which every member page waits for
 * before its first screen (decision 047); loaded as the page settled instead, they were work
 * on the main thread in the seconds a phone is busiest. Until then the trigger is a plain
 * button that looks the same; pressing it loads the menu and opens it, and a focused trigger
 * stays focused when the menu replaces it.
 */
export function DeferredMenu({
  placeholder,
  children,
}: {
  placeholder: (handlers: PlaceholderHandlers) => ReactNode;
  children: (start: DeferredMenuStart) => ReactNode;
}) {
  const [isWanted, setIsWanted] = useState(false);
  const [isPressed, setIsPressed] = useState(false);
  // A ref, not state: a focused element that is removed may or may not get a blur event.
  const hadFocus = useRef(false);
  const press = () => {
    setIsWanted(true);
    setIsPressed(true);
  };
  const button = placeholder({
    // Pressed as the pointer goes down: the menu may replace the placeholder before the pointer
    // comes up, and the click would then go to neither. A click with no pointer is a key press.
    onPointerDown: (event) => {
      if (event.button === 0) press();
    },
    onClick: (event) => {
      if (event.detail === 0) press();
    },
    onPointerEnter: () => setIsWanted(true),
    onFocus: () => {
      hadFocus.current = true;
      setIsWanted(true);
    },
    // Focus moved to another element (not lost with the placeholder): nothing to give back.
    onBlur: (event) => {
      if (event.relatedTarget) hadFocus.current = false;
    },
  });
  if (!isWanted) return button;
  const start: DeferredMenuStart = {
    isOpen: isPressed,
    takesFocus: () =>
      hadFocus.current && (document.activeElement === null || document.activeElement === document.body),
  };
  return <Suspense fallback={button}>{children(start)}</Suspense>;
}

/** Focuses the menu's trigger as it replaces its stand-in, when the stand-in had focus. */
export function useFocusFromPlaceholder(start: DeferredMenuStart, trigger: RefObject<HTMLElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu replaces its stand-in.
  useEffect(() => {
    if (start.takesFocus()) trigger.current?.focus();
  }, []);
}
