import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Checkbox } from "@marketplace/ui/checkbox";
import { Stack } from "@marketplace/ui/layout";
import { Select } from "@marketplace/ui/select";
import { Heading, Text } from "@marketplace/ui/text";
import { useCallback, useEffect, useRef, useState } from "react";
import * as css from "./session-room.css.ts";

/**
 * Before joining (issue 30): choose the camera, microphone and speaker, see yourself, watch the
 * microphone's level, play a test sound, and join with the camera or microphone off. When the browser
 * refuses the devices or has none, the help says what to do in this browser.
 */

export interface DeviceChoice {
  stream: MediaStream | null;
  speakerId: string | null;
  micOn: boolean;
  cameraOn: boolean;
}

type Problem = "denied" | "missing" | "other" | null;

type Browser = "chrome" | "edge" | "firefox" | "safari" | "other";

function browserOf(ua: string): Browser {
  if (/Edg\//.test(ua)) return "edge";
  if (/Firefox\//.test(ua)) return "firefox";
  if (/Chrome\//.test(ua)) return "chrome";
  if (/Safari\//.test(ua)) return "safari";
  return "other";
}

const DENIED_HELP: Record<Browser, string> = {
  chrome:
    "Your browser blocked the camera and microphone. Select the camera icon at the right of the address bar (or the lock at its left), choose 'Always allow', then select 'Try again'.",
  edge: "Your browser blocked the camera and microphone. Select the lock at the left of the address bar, set Camera and Microphone to 'Allow', then select 'Try again'.",
  firefox:
    "Your browser blocked the camera and microphone. Select the crossed-out camera icon at the left of the address bar, clear the blocks, then select 'Try again' and choose 'Allow'.",
  safari:
    "Safari blocked the camera and microphone. Open Safari > Settings for This Website, set Camera and Microphone to 'Allow', then select 'Try again'.",
  other:
    "Your browser blocked the camera and microphone. Allow them for this site in the browser's settings, then select 'Try again'.",
};

const MISSING_HELP =
  "No camera or microphone was found. Plug one in (or close other apps that use it), then select 'Try again'. You can still join and use the text panel.";

const hasSinkId = () => typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;

export function DeviceCheck({
  media,
  onJoin,
}: {
  media: "video" | "audio";
  onJoin: (choice: DeviceChoice) => void;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string>("");
  const [micId, setMicId] = useState<string>("");
  const [speakerId, setSpeakerId] = useState<string>("");
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(media === "video");
  const [problem, setProblem] = useState<Problem>(null);
  const [level, setLevel] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const selfView = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [browser, setBrowser] = useState<Browser>("other");

  useEffect(() => setBrowser(browserOf(navigator.userAgent)), []);

  // The devices asked for: the chosen ones, the camera only in a video room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after 'Try again'
  useEffect(() => {
    let cancelled = false;
    const ask = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem("missing");
        return;
      }
      try {
        const next = await navigator.mediaDevices.getUserMedia({
          audio: micId ? { deviceId: { exact: micId } } : true,
          video: media === "video" ? (cameraId ? { deviceId: { exact: cameraId } } : true) : false,
        });
        if (cancelled) {
          for (const t of next.getTracks()) t.stop();
          return;
        }
        for (const t of streamRef.current?.getTracks() ?? []) t.stop();
        streamRef.current = next;
        setStream(next);
        setProblem(null);
        const list = await navigator.mediaDevices.enumerateDevices();
        if (!cancelled) setDevices(list);
      } catch (err) {
        if (cancelled) return;
        const name = (err as { name?: string }).name;
        // An audio room still works with a microphone and no camera; a video room without a camera
        // falls back to the microphone alone.
        if ((name === "NotFoundError" || name === "OverconstrainedError") && media === "video") {
          try {
            const audioOnly = await navigator.mediaDevices.getUserMedia({ audio: true });
            streamRef.current = audioOnly;
            setStream(audioOnly);
            setCameraOn(false);
            setDevices(await navigator.mediaDevices.enumerateDevices());
            setProblem(null);
            return;
          } catch {
            // nothing at all
          }
        }
        setProblem(
          name === "NotAllowedError" || name === "SecurityError" ? "denied" : name ? "missing" : "other",
        );
      }
    };
    void ask();
    return () => {
      cancelled = true;
    };
  }, [cameraId, micId, media, attempt]);

  useEffect(() => {
    if (selfView.current && stream) selfView.current.srcObject = stream;
  }, [stream]);

  // The live microphone level (Web Audio's AnalyserNode).
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += ((v - 128) / 128) ** 2;
      setLevel(Math.min(1, Math.sqrt(sum / data.length) * 4));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);

  const testSound = useCallback(async () => {
    const context = new AudioContext();
    const destination = context.createMediaStreamDestination();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.8);
    tone.connect(gain).connect(destination);
    const player = new Audio();
    player.srcObject = destination.stream;
    if (speakerId && hasSinkId()) {
      await (player as HTMLAudioElement & { setSinkId: (id: string) => Promise<void> })
        .setSinkId(speakerId)
        .catch(() => undefined);
    }
    await player.play().catch(() => undefined);
    tone.start();
    tone.stop(context.currentTime + 0.8);
    tone.onended = () => void context.close();
  }, [speakerId]);

  const options = (kind: MediaDeviceKind) =>
    devices
      .filter((d) => d.kind === kind && d.deviceId)
      .map((d, i) => ({ identifier: d.deviceId, name: d.label || `${kindName[kind]} ${i + 1}` }));
  const cameras = options("videoinput");
  const mics = options("audioinput");
  const speakers = hasSinkId() ? options("audiooutput") : [];
  const hasCamera = (stream?.getVideoTracks().length ?? 0) > 0;
  const hasMic = (stream?.getAudioTracks().length ?? 0) > 0;

  const join = () => {
    streamRef.current = null;
    onJoin({ stream, speakerId: speakerId || null, micOn: micOn && hasMic, cameraOn: cameraOn && hasCamera });
  };

  return (
    <section aria-labelledby="device-check-title" className={css.deviceCheck}>
      <Stack gap="4">
        <Heading level={2} size="md" id="device-check-title">
          Check your camera and microphone
        </Heading>
        {problem ? (
          <Banner
            tone="warning"
            live
            title={problem === "denied" ? "Camera and microphone blocked" : "No camera or microphone"}
            action={
              <Button tone="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            }
          >
            <span data-testid="device-help">
              {problem === "denied" ? DENIED_HELP[browser] : MISSING_HELP}
            </span>
          </Banner>
        ) : null}
        <div className={css.checkGrid}>
          {media === "video" ? (
            <div className={css.selfPreview}>
              <video
                ref={selfView}
                className={css.video}
                autoPlay
                playsInline
                muted
                data-testid="device-self-view"
                aria-label="Your camera"
                hidden={!hasCamera || !cameraOn}
              />
              {!hasCamera || !cameraOn ? <Text tone="muted">Camera off</Text> : null}
            </div>
          ) : null}
          <Stack gap="3">
            {media === "video" && cameras.length > 0 ? (
              <Select
                label="Camera"
                placeholder="Choose a camera"
                options={cameras}
                value={cameraId || cameras[0]?.identifier}
                onValueChange={setCameraId}
              />
            ) : null}
            {mics.length > 0 ? (
              <Select
                label="Microphone"
                placeholder="Choose a microphone"
                options={mics}
                value={micId || mics[0]?.identifier}
                onValueChange={setMicId}
              />
            ) : null}
            {speakers.length > 0 ? (
              <Select
                label="Speaker"
                placeholder="Choose a speaker"
                options={speakers}
                value={speakerId || speakers[0]?.identifier}
                onValueChange={setSpeakerId}
              />
            ) : null}
            {hasMic ? (
              <div className={css.levelRow}>
                <Text size="sm" id="mic-level-label">
                  Microphone level
                </Text>
                <meter
                  className={css.meter}
                  aria-labelledby="mic-level-label"
                  min={0}
                  max={1}
                  value={level}
                  data-testid="mic-level"
                />
              </div>
            ) : null}
            <div>
              <Button tone="secondary" size="sm" onClick={() => void testSound()}>
                Test sound
              </Button>
            </div>
            {media === "video" ? (
              <Checkbox
                label="Join with my camera off"
                checked={!cameraOn}
                disabled={!hasCamera}
                onCheckedChange={(v) => setCameraOn(!v)}
              />
            ) : null}
            <Checkbox
              label="Join with my microphone off"
              checked={!micOn}
              disabled={!hasMic}
              onCheckedChange={(v) => setMicOn(!v)}
            />
          </Stack>
        </div>
        <div>
          {/* Until the browser has answered for the devices, joining would send nothing. */}
          <Button onClick={join} disabled={!stream && !problem}>
            Join now
          </Button>
        </div>
      </Stack>
    </section>
  );
}

const kindName: Record<MediaDeviceKind, string> = {
  videoinput: "Camera",
  audioinput: "Microphone",
  audiooutput: "Speaker",
};
