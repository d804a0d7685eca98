export { pageSection, sectionHead, sectionIntro } from "./page-section.css.ts";
export { PageSection, type PageSectionProps } from "./page-section.tsx";
