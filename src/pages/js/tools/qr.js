// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A Korean ticket's QR code in the ticket check: pasted (its address, or the part after `v=`) or
 * scanned with the camera, read by the browser's `BarcodeDetector` where it has one and otherwise
 * by jsQR, served from this server (/assets/vendor/jsQR.js, loaded only then). The code is read
 * by the pure kr645_qr.js; its draw and every line fill the form, which is then checked at once.
 * A code that is another ticket's, or whose numbers cannot be, is said beside the field.
 *
 * While the camera looks, the page says so. A code that is small, skewed or blurred in the whole
 * frame is often read in the frame's centre enlarged, so every other frame reads that region;
 * after a while the page says to come closer (and zooms where the camera can); at last it stops
 * the camera and says why, rather than keep it on with no word.
 *
 * @module
 */
import { byId, list, t, TICKET_LINES } from "../page.js";
import { clearTool, showProblem } from "../form.js";
import { KR645, readKr645Ticket } from "../kr645_qr.js";

/**
 * @typedef {import("../page.js").Actions} Actions
 * @typedef {{ detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }} Detector
 * @typedef {(data: Uint8ClampedArray, width: number, height: number) =>
 *   { data: string } | null} JsQr
 */

/** When the page says to come closer, and when it stops looking. */
export const SCAN_HINT_MS = 8_000;
export const SCAN_STOP_MS = 45_000;

/** The longest side of a frame as read: a larger one costs time and reads no better. */
const MAX_SIDE = 960;

/** @type {Promise<JsQr | null> | undefined} */
let jsQrLoaded;

/**
 * jsQR, loaded once as a classic script from beside this module (the same release).
 *
 * @returns {Promise<JsQr | null>}
 */
function loadJsQr() {
  jsQrLoaded ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = new URL("../../vendor/jsQR.js", import.meta.url).href;
    script.onload = () => {
      const found = /** @type {{ jsQR?: JsQr }} */ (/** @type {unknown} */ (globalThis)).jsQR;
      resolve(found ?? null);
    };
    script.onerror = () => {
      jsQrLoaded = undefined;
      resolve(null);
    };
    document.head.append(script);
  });
  return jsQrLoaded;
}

/**
 * A reader of video frames: the browser's, or jsQR over a canvas. `region` reads the centre of
 * the frame enlarged, where a ticket's code held up to the camera usually is.
 *
 * @returns {Promise<((video: HTMLVideoElement, region: boolean) => Promise<string | undefined>)
 *   | null>}
 */
async function frameReader() {
  const Detector =
    /** @type {{ BarcodeDetector?: new (options: { formats: string[] }) => Detector }} */
    (/** @type {unknown} */ (globalThis)).BarcodeDetector;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (context === null) return null;
  /** @param {HTMLVideoElement} video @param {boolean} region */
  const frame = (video, region) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (width === 0 || height === 0) return null;
    // The centre 60% of the frame, drawn at the size the whole frame would have.
    const [sx, sy, sw, sh] = region
      ? [width * 0.2, height * 0.2, width * 0.6, height * 0.6]
      : [0, 0, width, height];
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.imageSmoothingEnabled = true;
    context.drawImage(video, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
    return canvas;
  };
  if (Detector !== undefined) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video, region) => {
      const source = region ? frame(video, true) : video;
      if (source === null) return undefined;
      return (await detector.detect(source).catch(() => []))[0]?.rawValue;
    };
  }
  const jsQr = await loadJsQr();
  if (jsQr === null) return null;
  return (video, region) => {
    if (frame(video, region) === null) return Promise.resolve(undefined);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQr(image.data, canvas.width, canvas.height)?.data);
  };
}

/** @type {MediaStream | null} */
let stream = null;
/** @type {ReturnType<typeof setTimeout>[]} */
let timers = [];

/** What the camera is doing, said under it (a live region). */
function scanStatus() {
  return byId("check-qr-status");
}

/**
 * Stops the camera; `word` says why, when it was not the person's own press or a code read.
 *
 * @param {string} [word]
 */
function stopCamera(word) {
  for (const track of stream?.getTracks() ?? []) track.stop();
  stream = null;
  for (const timer of timers) clearTimeout(timer);
  timers = [];
  const video = /** @type {HTMLVideoElement} */ (byId("check-qr-video"));
  video.srcObject = null;
  video.hidden = true;
  byId("check-qr-scan").textContent = t("buttonQrScan");
  scanStatus().textContent = word ?? "";
}

/**
 * Asks the camera to zoom in, where it can: a small code fills more of the frame.
 *
 * @param {MediaStream} media
 */
function zoomIn(media) {
  const track = media.getVideoTracks()[0];
  const capabilities = /** @type {{ zoom?: { min: number, max: number } }} */ (
    track?.getCapabilities?.() ?? {}
  );
  const zoom = capabilities.zoom;
  if (track === undefined || zoom === undefined || zoom.max <= zoom.min) return;
  const wanted = Math.min(zoom.max, Math.max(zoom.min, 2));
  track.applyConstraints(
    /** @type {MediaTrackConstraints} */ (
      /** @type {unknown} */ ({ advanced: [{ zoom: wanted }] })
    ),
  ).catch(() => {});
}

/**
 * The words for a ticket the reader could not take.
 *
 * @param {Exclude<import("../kr645_qr.js").Kr645Ticket, { ok: true }>} ticket
 */
function ticketProblem(ticket) {
  if (ticket.problem === "notTicket") return t("qrNotTicket");
  if (ticket.problem === "otherTicket") {
    return ticket.ticket === "pension720" ? t("qrPension") : t("qrOtherTicket");
  }
  return t("qrDamaged");
}

/**
 * Reads the code in the field: fills the check's form and runs it, or says what is wrong.
 *
 * @param {Actions} actions
 */
function readCode(actions) {
  const input = /** @type {HTMLInputElement} */ (byId("check-qr"));
  const form = /** @type {HTMLFormElement} */ (input.form);
  clearTool("check");
  const ticket = readKr645Ticket(input.value);
  if (!ticket.ok) return showProblem("check", { field: input, text: ticketProblem(ticket) });
  // The lines as the ticket prints them, A to E; an empty game leaves its line empty.
  const lines = TICKET_LINES.map((line) => ({
    numbers: ticket.games.find((game) => game.line === line)?.numbers ?? [],
  }));
  actions.openTool("check", { game: KR645, draw: ticket.draw, lines });
  scanStatus().textContent = ticket.empty.length === 0
    ? ""
    : t("qrEmptyGames", { lines: list(ticket.empty) });
  input.value = "";
  actions.run(form, {});
}

/**
 * Scans with the camera until a code is seen, then reads it; says that it is looking, hints
 * after a while, and stops at last with a word.
 *
 * @param {Actions} actions
 */
async function scan(actions) {
  if (stream !== null) return stopCamera();
  const input = /** @type {HTMLInputElement} */ (byId("check-qr"));
  const read = navigator.mediaDevices?.getUserMedia === undefined ? null : await frameReader();
  if (read === null) return showProblem("check", { field: input, text: t("qrNoCamera") });
  const video = /** @type {HTMLVideoElement} */ (byId("check-qr-video"));
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    video.srcObject = stream;
    video.hidden = false;
    await video.play();
  } catch {
    stopCamera();
    return showProblem("check", { field: input, text: t("qrCameraFailed") });
  }
  const media = stream;
  byId("check-qr-scan").textContent = t("buttonQrStop");
  scanStatus().textContent = t("qrLooking");
  timers = [
    setTimeout(() => {
      if (stream !== media) return;
      scanStatus().textContent = t("qrHint");
      zoomIn(media);
    }, SCAN_HINT_MS),
    setTimeout(() => {
      if (stream === media) stopCamera(t("qrGaveUp"));
    }, SCAN_STOP_MS),
  ];
  let frames = 0;
  const look = async () => {
    if (stream !== media) return;
    // Whole frames and the enlarged centre, in turn.
    const code = await read(video, frames++ % 2 === 1);
    if (stream !== media) return;
    if (code === undefined) {
      requestAnimationFrame(look);
      return;
    }
    stopCamera();
    input.value = code;
    readCode(actions);
  };
  requestAnimationFrame(look);
}

/**
 * Wires the QR field: Read, Enter in the field, and the camera where the browser can read codes.
 *
 * @param {Actions} actions
 */
export function setUpQr(actions) {
  const input = /** @type {HTMLInputElement} */ (byId("check-qr"));
  const read = /** @type {HTMLButtonElement} */ (byId("check-qr-read"));
  read.disabled = false;
  read.addEventListener("click", () => readCode(actions));
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    readCode(actions);
  });
  const camera = /** @type {HTMLButtonElement} */ (byId("check-qr-scan"));
  // Any browser with a camera API: BarcodeDetector where it exists, jsQR otherwise.
  camera.hidden = navigator.mediaDevices?.getUserMedia === undefined;
  camera.addEventListener("click", () => scan(actions));
}
