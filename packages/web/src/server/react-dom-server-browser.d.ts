// react-dom 18 ships the web-streams renderer as `react-dom/server.browser`; @types/react-dom types it
// only under `react-dom/server`.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
