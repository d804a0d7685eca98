import { CircleAlert, CircleCheck, Info } from "lucide-react";

export type ToastTone = "success" | "danger" | "info";

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

export const ICONS = { success: CircleCheck, danger: CircleAlert, info: Info };
