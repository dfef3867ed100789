// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A Korean ticket's QR code in the ticket check: pasted (its address, or the part after `v=`) or
 * scanned with the camera, read by the browser's `BarcodeDetector` where it has one and otherwise
 * by jsQR, served from this server (/assets/vendor/jsQR.js, loaded only then). The code is read by the pure
 * kr645_qr.js; its draw and every line fill the form, which is then checked at once. A code that
 * is not a ticket's, or whose numbers cannot be, is said beside the field.
 *
 * @module
 */
import { byId, t, TICKET_LINES } from "../page.js";
import { clearTool, showProblem } from "../form.js";
import { KR645, KR645_MAX, readKr645Ticket } from "../kr645_qr.js";

/**
 * @typedef {import("../page.js").Actions} Actions
 * @typedef {{ detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }} Detector
 * @typedef {(data: Uint8ClampedArray, width: number, height: number) =>
 *   { data: string } | null} JsQr
 */

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
 * A reader of video frames: the browser's, or jsQR over a canvas.
 *
 * @returns {Promise<((video: HTMLVideoElement) => Promise<string | undefined>) | null>}
 */
async function frameReader() {
  const Detector =
    /** @type {{ BarcodeDetector?: new (options: { formats: string[] }) => Detector }} */
    (/** @type {unknown} */ (globalThis)).BarcodeDetector;
  if (Detector !== undefined) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue;
  }
  const jsQr = await loadJsQr();
  if (jsQr === null) return null;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (context === null) return null;
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (width === 0 || height === 0) return Promise.resolve(undefined);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQr(image.data, width, height)?.data);
  };
}

/** @type {MediaStream | null} */
let stream = null;

function stopCamera() {
  for (const track of stream?.getTracks() ?? []) track.stop();
  stream = null;
  const video = /** @type {HTMLVideoElement} */ (byId("check-qr-video"));
  video.srcObject = null;
  video.hidden = true;
  byId("check-qr-scan").textContent = t("buttonQrScan");
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
  if (!ticket.ok) {
    const line = ticket.problem === "notTicket" ? "" : TICKET_LINES[ticket.game - 1] ?? "";
    const text = ticket.problem === "notTicket"
      ? t("qrNotTicket")
      : t(ticket.problem === "outOfRange" ? "qrOutOfRange" : "qrRepeated", {
        line,
        number: ticket.number,
        max: KR645_MAX,
      });
    return showProblem("check", { field: input, text });
  }
  actions.openTool("check", {
    game: KR645,
    draw: ticket.draw,
    lines: ticket.games.map((game) => ({ numbers: game.numbers })),
  });
  input.value = "";
  actions.run(form, {});
}

/**
 * Scans with the camera until a code is seen, then reads it.
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
      video: { facingMode: "environment" },
      audio: false,
    });
    video.srcObject = stream;
    video.hidden = false;
    await video.play();
  } catch {
    stopCamera();
    return showProblem("check", { field: input, text: t("qrCameraFailed") });
  }
  byId("check-qr-scan").textContent = t("buttonQrStop");
  const look = async () => {
    if (stream === null) return;
    const code = await read(video);
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
