import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { visuallyHidden } from "../layout/layout.css.ts";
import {
  action as actionClass,
  bar,
  frame,
  header as headerClass,
  text,
  tools as toolsClass,
} from "./composer.css.ts";

export interface ComposerFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  /** The text area's name for assistive technology (the placeholder is not a label). */
  label: string;
  /** Above the text: an editing banner, the files waiting to be sent. */
  header?: ReactNode;
  /** The bar's start: attach a photo, a document. */
  tools?: ReactNode;
  /** The bar's end: the Send (or Save) button. */
  action: ReactNode;
}

/**
 * A message composer's field: the text area, borderless, inside one rounded frame with its tools and
 * its Send button, so the box reads as one designed control rather than a bare text area beside a
 * button. The caller keeps the behaviour (growing, sending, files); this is the look and the layout.
 */
export const ComposerField = forwardRef<HTMLTextAreaElement, ComposerFieldProps>(function ComposerField(
  { label, header, tools, action, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={frame} data-composer="">
      {header ? <div className={headerClass}>{header}</div> : null}
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <textarea ref={ref} id={id} className={[text, className].filter(Boolean).join(" ")} {...rest} />
      <div className={bar}>
        {tools ? <div className={toolsClass}>{tools}</div> : null}
        <div className={actionClass}>{action}</div>
      </div>
    </div>
  );
});
