// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A Korean ticket's QR code in the ticket check: pasted (its address, or the part after `v=`) or
 * scanned with the camera where the browser has `BarcodeDetector`. The code is read by the pure
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
 */

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
  const Detector = /** @type {{ BarcodeDetector?: new (options: { formats: string[] }) => Detector }} */
    (/** @type {unknown} */ (globalThis)).BarcodeDetector;
  if (Detector === undefined || navigator.mediaDevices?.getUserMedia === undefined) {
    return showProblem("check", { field: input, text: t("qrNoCamera") });
  }
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
  const detector = new Detector({ formats: ["qr_code"] });
  const look = async () => {
    if (stream === null) return;
    const codes = await detector.detect(video).catch(() => []);
    const code = codes[0]?.rawValue;
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
  camera.hidden = !("BarcodeDetector" in globalThis && "mediaDevices" in navigator);
  camera.addEventListener("click", () => scan(actions));
}
