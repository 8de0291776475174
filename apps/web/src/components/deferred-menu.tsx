import {
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
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
export function DeferredMenu<Props extends object>({
  load,
  props,
  placeholder,
}: {
  /** The menu's module, imported: a stable function (module level), called once it is wanted. */
  load: () => Promise<ComponentType<Props & { start: DeferredMenuStart }>>;
  props: Props;
  placeholder: (handlers: PlaceholderHandlers) => ReactNode;
}) {
  const [isWanted, setIsWanted] = useState(false);
  const [isPressed, setIsPressed] = useState(false);
  // Not React.lazy: its Suspense fallback would be a second button, and the one that has focus
  // (and took the key press) would be gone. The placeholder stays until the menu is in.
  const [Menu, setMenu] = useState<ComponentType<Props & { start: DeferredMenuStart }> | null>(null);
  // A ref, not state: a focused element that is removed may or may not get a blur event.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!isWanted || Menu) return;
    let isCurrent = true;
    load().then(
      (component) => {
        if (isCurrent) setMenu(() => component);
      },
      // The code did not come (the network): the next reach for the trigger asks again.
      () => {
        if (isCurrent) setIsWanted(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, Menu, load]);
  const press = () => {
    setIsWanted(true);
    setIsPressed(true);
  };
  if (!Menu) {
    return placeholder({
      // Pressed as the pointer goes down, as Radix's menu opens; a click with no pointer is a key press.
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
  }
  const start: DeferredMenuStart = {
    isOpen: isPressed,
    takesFocus: () =>
      hadFocus.current && (document.activeElement === null || document.activeElement === document.body),
  };
  return <Menu {...props} start={start} />;
}

/** Focuses the menu's trigger as it replaces its stand-in, when the stand-in had focus. */
export function useFocusFromPlaceholder(start: DeferredMenuStart, trigger: RefObject<HTMLElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu replaces its stand-in.
  useEffect(() => {
    if (start.takesFocus()) trigger.current?.focus();
  }, []);
}
