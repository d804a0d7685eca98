import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

type TriggerElement = ReactElement<HTMLAttributes<HTMLElement> & { "data-overlay-trigger"?: string }>;

/** What every deferred overlay (menu, popover, drawer, tooltip) takes: a trigger and an open state. */
export interface OverlayProps {
  trigger: TriggerElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface DeferOptions {
  /** The trigger's aria-haspopup before the overlay loads (a tooltip has none). */
  haspopup?: "menu" | "dialog";
  /** Menus, popovers and drawers open on click; tooltips on hover or focus. */
  openOn?: "click" | "hover";
}

/**
 * Wraps an overlay component so its code — Radix's menus, popper, focus trap and the rest, a third
 * of the first-load JavaScript — loads when a visitor first points at, focuses or taps its trigger
 * instead of with every page. Until then the trigger is the same element with the ARIA a Radix trigger
 * has; the gesture that loads the overlay also opens it. The trigger element is replaced when the
 * overlay mounts, so focus is put back on it if nothing else took it.
 */
export function deferOverlay<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
  { haspopup, openOn = "click" }: DeferOptions = {},
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a dropped connection: the next gesture tries again
        throw error;
      },
    );
    return loading;
  };

  /** Warm-up on hover or focus; a failure is dealt with when the overlay is actually wanted. */
  const warm = () => {
    preload().catch(() => {});
  };

  function Deferred(props: P) {
    const id = useId();
    const [ownOpen, setOwnOpen] = useState(false);
    const [armed, setArmed] = useState(false);
    // A component in state must be wrapped, or React would call it as an updater.
    const [Loaded, setLoaded] = useState<{ component: ComponentType<P> } | undefined>(() =>
      loaded ? { component: loaded } : undefined,
    );
    const hadFocus = useRef(false);
    // The caller's latest callback, for the load effect without re-running it on every render.
    const reportOpen = useRef(props.onOpenChange);
    reportOpen.current = props.onOpenChange;
    const open = props.open ?? ownOpen;
    const onOpenChange = (next: boolean) => {
      setOwnOpen(next);
      props.onOpenChange?.(next);
    };
    const wanted = armed || open;
    const ready = Loaded !== undefined && wanted;
    const trigger = cloneElement(props.trigger, { "data-overlay-trigger": id });

    useEffect(() => {
      if (!wanted || Loaded) return;
      let live = true;
      preload().then(
        (component) => live && setLoaded({ component }),
        () => {
          // The chunk did not arrive: back to the idle trigger, so another click retries.
          if (!live) return;
          setArmed(false);
          setOwnOpen(false);
          reportOpen.current?.(false);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted, Loaded]);

    useEffect(() => {
      if (!ready || !hadFocus.current) return;
      hadFocus.current = false;
      const active = document.activeElement;
      if (active === null || active === document.body) {
        document.querySelector<HTMLElement>(`[data-overlay-trigger="${id}"]`)?.focus();
      }
    }, [ready, id]);

    if (ready) {
      return <Loaded.component {...props} trigger={trigger} open={open} onOpenChange={onOpenChange} />;
    }
    const idle = { "aria-haspopup": haspopup, "aria-expanded": haspopup ? false : undefined };
    if (wanted) return cloneElement(trigger, { ...idle, "aria-busy": true });

    const own = props.trigger.props;
    const arm = (event: { currentTarget: EventTarget }) => {
      hadFocus.current = document.activeElement === event.currentTarget;
      setArmed(true);
      onOpenChange(true);
    };
    return cloneElement(trigger, {
      ...idle,
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        warm();
        if (openOn === "hover" && event.pointerType === "mouse") arm(event);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        warm();
        if (openOn === "hover") arm(event);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        arm(event);
      },
    });
  }
  return Object.assign(Deferred, { preload });
}
