export { MAX_TOASTS, StaticToast, ToastProvider, type ToastTone, useToast } from "./toast.tsx";
