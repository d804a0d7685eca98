// The worker entry (`node dist/worker.js`): background jobs only, no HTTP (docs/decisions/050-job-queue.md).
// An API_ROLE already set (e.g. `all`) is kept.
process.env.API_ROLE ??= "worker";
await import("./main.ts");
