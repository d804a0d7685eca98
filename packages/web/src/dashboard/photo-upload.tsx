import "cropperjs/dist/cropper.css";
import {
  CROP,
  checkPhotoDimensions,
  checkPhotoFile,
  clampZoom,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
} from "@marketplace/domain/photo";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Dialog, DialogClose } from "@marketplace/ui/dialog";
import { FormError } from "@marketplace/ui/form-error";
import { useToast } from "@marketplace/ui/toast";
import { useFetcher } from "@remix-run/react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import Cropper, { type ReactCropperElement } from "react-cropper";
import { tDashboard as t } from "../i18n/index.ts";
import { canvasToJpeg } from "./cropped-jpeg.ts";
import * as css from "./dashboard.css.ts";

/** Reads a picked file as an image to learn its size (the 200 × 200 rule) and feed the cropper. */
function loadImage(file: File): Promise<{ url: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => resolve({ url, width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error("not an image"));
    img.src = url;
  });
}

type PhotoResult = { intent: "photo"; ok: boolean; message: string };

/**
 * Photo upload (spec screen 3, sections 5 and 9): pick, validate, crop square with zoom 1–3 in 0.1
 * steps, save as a cropped JPG; the API checks the file again by its content.
 */
export function PhotoUpload() {
  const fetcher = useFetcher<PhotoResult>();
  const show = useToast();
  const cropper = useRef<ReactCropperElement>(null);
  const baseRatio = useRef(1);
  const [source, setSource] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [error, setError] = useState<string | null>(null);
  // Save waits for the cropper: pressed before it has laid the image out, there is nothing to crop yet.
  const [ready, setReady] = useState(false);

  // The API's answer is shown as soon as it arrives, not once the fetcher is idle: between the two the
  // page's loaders revalidate (a provider's profile reads some fifteen API routes), which on a busy
  // server takes seconds while the photo is already saved. The avatar follows with that revalidation.
  // The fetcher keeps its data through the revalidation and the next submission, so each answer is
  // acted on once.
  const answered = useRef<PhotoResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === answered.current) return;
    answered.current = result;
    if (result.ok) {
      show("success", result.message);
      setSource(null);
    } else {
      setError(result.message);
    }
  }, [fetcher.data, show]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) return setError(problem);
    try {
      const image = await loadImage(file);
      const small = checkPhotoDimensions(image);
      if (small) return setError(small);
      setZoom(1);
      setReady(false);
      setSource(image.url);
    } catch {
      setError(PHOTO_MESSAGES.notImage);
    }
  };

  const save = () => {
    const canvas = cropper.current?.cropper.getCroppedCanvas({
      width: 480,
      height: 480,
      imageSmoothingQuality: "high",
    });
    const blob = canvas ? canvasToJpeg(canvas) : null;
    if (!blob) return setError(PHOTO_MESSAGES.cropFailed);
    const form = new FormData();
    form.set("intent", "photo");
    form.set("file", new File([blob], "photo.jpg", { type: "image/jpeg" }));
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  const onZoom = (value: number) => {
    const next = clampZoom(value);
    setZoom(next);
    cropper.current?.cropper.zoomTo(baseRatio.current * next);
  };

  return (
    <div className={css.photoControls}>
      {/* The label is the visible button: it names the visually hidden input (axe: label) and opens the
          file picker on a click or tap; keyboard focus lands on the input, whose ring shows on the label. */}
      <input
        id="photo-file"
        type="file"
        accept={PHOTO_ACCEPT}
        className={css.fileInput}
        onChange={pick}
        aria-describedby="photo-help"
      />
      <label htmlFor="photo-file" className={`${buttonStyle({ tone: "secondary" })} ${css.photoButton}`}>
        {t("profile.changePhoto")}
      </label>
      <p id="photo-help" className={css.help}>
        {t("profile.photoHelp")}
      </p>
      {error && !source ? <FormError>{error}</FormError> : null}
      <Dialog
        open={source !== null}
        onOpenChange={(open) => (open ? undefined : setSource(null))}
        title={t("profile.cropTitle")}
        description={t("profile.cropDescription")}
        closeLabel={t("profile.close")}
        footer={
          <>
            <DialogClose asChild>
              <Button tone="secondary">{t("profile.cancel")}</Button>
            </DialogClose>
            <Button onClick={save} disabled={!ready} loading={fetcher.state === "submitting"}>
              {t("profile.save")}
            </Button>
          </>
        }
      >
        {source ? (
          <div className={css.cropArea}>
            <Cropper
              ref={cropper}
              src={source}
              aspectRatio={CROP.aspectRatio}
              viewMode={1}
              dragMode="move"
              autoCropArea={1}
              background={false}
              zoomOnWheel={false}
              guides={false}
              // Not cropperjs's own EXIF reading: it fetches the picked file's blob: URL with an XHR,
              // which the site's Content-Security-Policy (connect-src 'self') blocks. Browsers apply a
              // photo's orientation themselves (image-orientation: from-image), to the crop as well.
              checkOrientation={false}
              style={{ height: 300, width: "100%" }}
              ready={() => {
                const data = cropper.current?.cropper.getCanvasData();
                const image = cropper.current?.cropper.getImageData();
                if (data && image) baseRatio.current = data.width / image.naturalWidth;
                setReady(true);
              }}
            />
            <label className={css.zoom}>
              {t("profile.zoom")}
              <input
                type="range"
                min={CROP.zoomMin}
                max={CROP.zoomMax}
                step={CROP.zoomStep}
                value={zoom}
                onChange={(e) => onZoom(Number(e.target.value))}
              />
            </label>
            {error ? <FormError>{error}</FormError> : null}
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
