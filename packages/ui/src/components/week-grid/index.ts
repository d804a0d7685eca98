export { WeekGrid, type WeekGridDay, type WeekGridProps, type WeekGridTime } from "./week-grid.tsx";
