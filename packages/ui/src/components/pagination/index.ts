export { Pagination, type PaginationProps, pageWindow } from "./pagination.tsx";
