import { type ReactNode, useEffect, useRef } from "react";
import { Banner } from "../banner/banner.tsx";
import { formError } from "./form-error.css.ts";

export interface FormErrorProps {
  /** The message: why the form was refused ('Incorrect email or password'). */
  children: ReactNode;
  /** Optional bold first line. */
  title?: string;
  /** A button or link under the text. */
  action?: ReactNode;
  /**
   * What changes with each refused attempt (the action's answer). When it changes, focus moves to the
   * message again, so the same words after a second try are read out again too.
   */
  revision?: unknown;
}

/**
 * A form-level error: said where sighted people look and heard by screen reader users. The message is
 * an alert (announced when it appears) and focus moves to it when it appears and after each further
 * refused attempt, so a keyboard user is taken to it as well.
 */
export function FormError({ children, title, action, revision }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the trigger, the ref is stable
  useEffect(() => {
    ref.current?.focus();
  }, [revision]);
  return (
    <div ref={ref} tabIndex={-1} className={formError} data-form-error="">
      <Banner tone="danger" title={title} action={action} live>
        {children}
      </Banner>
    </div>
  );
}
