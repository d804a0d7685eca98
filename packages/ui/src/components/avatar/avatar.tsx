import { Avatar as RadixAvatar } from "radix-ui";
import { type AvatarVariants, avatar, image } from "./avatar.css.ts";

export interface AvatarProps extends AvatarVariants {
  /** The photo; when missing or broken the person's initials show instead, never a broken image. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Eager for above-the-fold photos; lazy by default. */
  loading?: "eager" | "lazy";
}

export function initials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|mx|prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase() || "?";
}

export function Avatar({ src, name, size, shape, loading = "lazy" }: AvatarProps) {
  return (
    <RadixAvatar.Root className={avatar({ size, shape })}>
      {src ? (
        <RadixAvatar.Image className={image} src={src} alt={name} loading={loading} decoding="async" />
      ) : null}
      <RadixAvatar.Fallback delayMs={src ? 300 : undefined} aria-label={name} role="img">
        {initials(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
