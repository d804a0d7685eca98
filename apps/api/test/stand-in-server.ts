import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** JSON (the APIs), or a page or a redirect the gateway's hosted pages answer a browser with. */
export type StandInAnswer =
  | { status: number; json: unknown }
  | { status: number; text: string; headers: Record<string, string> };

export type StandInHandler = (req: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

/**
 * A small node:http server on a loopback port (a free one unless given): every request is recorded,
 * then answered in JSON (or, for a hosted page, with its own type).
 */
export async function startStandIn(handle: StandInHandler, port = 0) {
  const requests: StandInRequest[] = [];
  const server = createServer(async (incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const req: StandInRequest = {
      method: incoming.method ?? "GET",
      path: incoming.url ?? "/",
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(req);
    try {
      const answer = await handle(req);
      if ("text" in answer) {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.text);
        return;
      }
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.json));
    } catch (err) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: String(err) }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
