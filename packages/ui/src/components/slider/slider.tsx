import { Slider as RadixSlider } from "radix-ui";
import { range, root, thumb, track } from "./slider.css.ts";

export interface SliderProps {
  /** One value per thumb: two for a range (the price filter's minimum and maximum). */
  value: readonly number[];
  onValueChange: (value: number[]) => void;
  min: number;
  max: number;
  step?: number;
  /** An accessible name per thumb, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels: readonly string[];
  /** How a value is read out ('₦25,000'); the plain number when absent. */
  valueText?: (value: number) => string;
  disabled?: boolean;
}

/**
 * A range slider (Radix: keyboard arrows, Page Up/Down, Home/End, touch). It is an enhancement: forms
 * keep their own text inputs, which post the values and work without JavaScript.
 */
export function Slider({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  thumbLabels,
  valueText,
  disabled,
}: SliderProps) {
  return (
    <RadixSlider.Root
      className={root}
      value={[...value]}
      onValueChange={onValueChange}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      disabled={disabled}
    >
      <RadixSlider.Track className={track}>
        <RadixSlider.Range className={range} />
      </RadixSlider.Track>
      {value.map((v, i) => (
        <RadixSlider.Thumb
          // Thumbs are positional (minimum, maximum): the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          className={thumb}
          aria-label={thumbLabels[i]}
          aria-valuetext={valueText ? valueText(v) : undefined}
        />
      ))}
    </RadixSlider.Root>
  );
}
