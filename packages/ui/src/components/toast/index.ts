export { StaticToast, ToastProvider, type ToastTone, useToast } from "./toast.tsx";
