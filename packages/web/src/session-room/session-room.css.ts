import { media, vars } from "@marketplace/ui/theme";
import { style } from "@vanilla-extract/css";

export const deviceCheck = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space["4"],
});

export const checkGrid = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const selfPreview = style({
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
  overflow: "hidden",
  aspectRatio: "4 / 3",
  display: "grid",
  placeItems: "center",
});

export const video = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const hiddenVideo = style({ position: "absolute", width: "1px", height: "1px", opacity: 0 });

export const levelRow = style({ display: "grid", gap: vars.space["1"] });
export const meter = style({ width: "100%", height: vars.space["3"] });

export const room = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 22rem)" } },
});

export const stage = style({ position: "relative", display: "grid", gap: vars.space["3"], minWidth: 0 });

export const tiles = style({
  display: "grid",
  gap: vars.space["3"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" } },
});

export const remoteTile = style({
  position: "relative",
  margin: 0,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
  overflow: "hidden",
  aspectRatio: "16 / 9",
  display: "grid",
  // The picture (or the avatar) above, the caption under it: at 375 px the caption wraps to two lines
  // and, laid over the tile, hid half the avatar and the foot of the picture.
  gridTemplateRows: "minmax(0, 1fr) auto",
  placeItems: "center",
});

export const avatarTile = style({
  width: vars.space["24"],
  height: vars.space["24"],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  display: "grid",
  placeItems: "center",
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.semibold,
});

export const caption = style({
  justifySelf: "stretch",
  padding: vars.space["2"],
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const waitingTile = style([
  remoteTile,
  { padding: vars.space["4"], textAlign: "center", border: `1px dashed ${vars.color.borderStrong}` },
]);

export const selfView = style({
  width: "35%",
  maxWidth: "14rem",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.surfaceSunken,
  justifySelf: "end",
});

export const controls = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const chat = style({
  display: "grid",
  gap: vars.space["3"],
  alignContent: "start",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space["4"],
  minWidth: 0,
});

export const chatList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["2"],
  maxHeight: "20rem",
  overflowY: "auto",
});

const bubble = {
  padding: vars.space["2"],
  borderRadius: vars.radius.control,
  maxWidth: "85%",
  overflowWrap: "anywhere",
} as const;
export const mine = style({ ...bubble, justifySelf: "end", background: vars.color.accentSoft });
export const theirs = style({ ...bubble, justifySelf: "start", background: vars.color.surfaceMuted });

export const chatForm = style({ display: "grid", gap: vars.space["2"] });

export const countdown = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
});

/** The countdown's and the ended state's card: full width on a phone, a reading measure at most. */
export const statusCard = style({ width: "100%", maxWidth: vars.size.measure });
