export { Dialog, DialogClose, type DialogProps } from "./dialog.tsx";
