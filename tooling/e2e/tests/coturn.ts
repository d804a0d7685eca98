import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway coturn (Debian's `turnserver`) on loopback for the session rooms' relay tests (issue 30):
 * the REST API shared-secret scheme, listening and relaying on 127.0.0.1 only, loopback peers allowed,
 * no TLS/DTLS, no CLI, its log and pid file in a temporary folder removed on stop. Pure Node, so both
 * the API's vitest suite (apps/api/test/coturn.ts) and the Playwright suite use it.
 */
export interface Coturn {
  port: number;
  /** coturn's static-auth-secret: TURN_SHARED_SECRET for the API's media adapter. */
  secret: string;
  /** turn:127.0.0.1:{port}?transport=udp and ?transport=tcp: TURN_URLS. */
  urls: string[];
  /** Everything coturn has logged so far. */
  log: () => string;
  stop: () => Promise<void>;
}

export const turnserverPath = "/usr/bin/turnserver";

/** Whether Debian's coturn is installed (`apt-get install coturn`; .ci/run installs it). */
export function hasTurnserver(): boolean {
  return spawnSync(turnserverPath, ["--version"], { stdio: "ignore" }).status === 0;
}

/** A port free for both TCP and UDP on 127.0.0.1 now (coturn listens on both). */
async function freeTcpUdpPort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => done(typeof address === "object" && address ? address.port : 0));
      });
      probe.on("error", fail);
    });
    const udpFree = await new Promise<boolean>((done) => {
      const socket = createSocket("udp4");
      socket.once("error", () => done(false));
      socket.bind(port, "127.0.0.1", () => socket.close(() => done(true)));
    });
    if (port > 0 && udpFree) return port;
  }
  throw new Error("no free TCP+UDP port on 127.0.0.1");
}

/** Answers once a STUN Binding request to the server gets a success response. */
async function stunAnswers(port: number, timeoutMs: number): Promise<boolean> {
  const request = Buffer.alloc(20);
  request.writeUInt16BE(0x0001, 0); // Binding request
  request.writeUInt16BE(0, 2);
  request.writeUInt32BE(0x2112a442, 4); // magic cookie
  randomBytes(12).copy(request, 8);
  return new Promise((done) => {
    const socket = createSocket("udp4");
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      done(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("message", (message) => finish(message.readUInt16BE(0) === 0x0101));
    socket.on("error", () => finish(false));
    socket.send(request, port, "127.0.0.1");
  });
}

/**
 * `configFile`: start from a deployment's turnserver.conf (deploy/coturn/) instead of none, with only
 * the port, the loopback address, the secret and the log and pid files overridden for the test.
 */
export async function startCoturn(
  options: { secret?: string; realm?: string; configFile?: string } = {},
): Promise<Coturn> {
  const dir = mkdtempSync(join(tmpdir(), "coturn-"));
  const port = await freeTcpUdpPort();
  const secret = options.secret ?? randomBytes(24).toString("hex");
  const logFile = join(dir, "turn.log");
  const child: ChildProcess = spawn(
    turnserverPath,
    [
      ...(options.configFile ? ["-c", options.configFile] : ["-n"]), // -n: no configuration file
      `--listening-port=${port}`,
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      "--use-auth-secret",
      `--static-auth-secret=${secret}`,
      ...(options.configFile
        ? []
        : [
            `--realm=${options.realm ?? "tranquil.test"}`,
            "--allow-loopback-peers",
            "--no-tls",
            "--no-dtls",
            "--no-cli",
          ]),
      "--no-stdout-log",
      "--simple-log",
      `--log-file=${logFile}`,
      `--pidfile=${join(dir, "turn.pid")}`,
      // Relayed ports from the upper range; coturn picks within it.
      ...(options.configFile ? [] : ["--min-port=40000", "--max-port=49999"]),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const log = () => {
    try {
      return readFileSync(logFile, "utf8") + stderr;
    } catch {
      return stderr;
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = await stunAnswers(port, 500);
  }
  if (!ready) {
    const output = log();
    await stop();
    throw new Error(`coturn did not answer on 127.0.0.1:${port}:\n${output}`);
  }
  return {
    port,
    secret,
    urls: [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`],
    log,
    stop,
  };
}
