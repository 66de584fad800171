/// The static review page that `layout-snapshot report --html DIR` writes as `DIR/index.html`,
/// byte for byte. It is self-contained (inline style and script, system fonts, no network) and
/// opens from file:// with no server: it reads its data from `report-data.js` beside it, a
/// `<script src>` that sets `window.LAYOUT_REPORT` (version 1: the run's or the diff's snapshots,
/// their statuses, image paths under `images/<id>/`, geometry changes and approve commands), and
/// shows each snapshot's reference and actual side by side, as a slider, blended, toggled and as
/// the diff. Its browser test is Scripts/browser/report_page_test.py (Scripts/browser-test.sh).
package enum HTMLReportPage {
    package static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--
  No network: everything this page uses is inline or a file beside it. The policy below forbids
  any other load. Chromium treats 'self' of a file:// page as every file: URL, so 'self' alone lets
  report-data.js and images/ load there; file: is listed as well for browsers whose 'self' of a
  file:// page matches nothing. Inline script and style are the page itself. connect-src, font-src,
  frame-src and the rest fall back to default-src 'none', so fetch, XHR, web fonts and frames are
  blocked, and any http(s) URL is refused before it reaches the network.
-->
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; script-src 'self' 'unsafe-inline' file:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
<title>Layout snapshots</title>
<script>
  // Blocked loads are shown on the page (and kept for the browser test), not only in the console.
  window.__layoutReportBlocked = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    window.__layoutReportBlocked.push(e.violatedDirective + ' ' + e.blockedURI);
    var b = document.getElementById('banner');
    if (b) { b.hidden = false; b.textContent = 'This page blocked a load its security policy forbids: ' + e.blockedURI + ' (' + e.violatedDirective + ').'; }
  });
</script>
<style>
:root {
  --bg: #f5f6f8; --panel: #ffffff; --text: #1f2328; --muted: #59636e; --faint: #818b98;
  --line: #d8dee4; --line-soft: #eaeef2; --accent: #0969da; --accent-soft: #ddf4ff;
  --sel: #e7f0fd; --stage: #e9ecf0;
  --failed: #cf222e; --failed-bg: #ffebe9; --recorded: #0969da; --recorded-bg: #ddf4ff;
  --matched: #1a7f37; --matched-bg: #dafbe1; --changed: #bc4c00; --changed-bg: #fff1e5;
  --removed: #8250df; --removed-bg: #fbefff; --other: #59636e; --other-bg: #eaeef2;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 14px; line-height: 1.4; color: var(--text); background: var(--bg);
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: flex; flex-direction: column; min-width: 960px; }
[hidden] { display: none !important; }
button, select, input { font: inherit; color: inherit; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
kbd { font-family: var(--mono); font-size: 11px; padding: 1px 5px; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; background: #f6f8fa; color: var(--muted); }
code, pre { font-family: var(--mono); font-size: 12.5px; }

.top { display: flex; align-items: center; gap: 16px; padding: 10px 20px; background: var(--panel); border-bottom: 1px solid var(--line); flex: none; }
.brand { min-width: 0; flex: 1; }
.brand h1 { margin: 0; font-size: 17px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.source { font-family: var(--mono); font-size: 12px; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; direction: rtl; text-align: left; }
.totals { display: flex; gap: 6px; flex: none; }
.pill { display: inline-flex; align-items: center; gap: 6px; padding: 3px 10px; border-radius: 999px; font-weight: 600; font-size: 13px; white-space: nowrap; }
.button { display: inline-flex; align-items: center; gap: 6px; padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); cursor: pointer; white-space: nowrap; }
.button:hover { background: #f3f4f6; }
.button[disabled] { color: var(--faint); cursor: not-allowed; background: var(--panel); }
.link { border: 0; background: none; padding: 0; color: var(--accent); cursor: pointer; }
.link:hover { text-decoration: underline; }
.banner { padding: 8px 20px; background: var(--failed-bg); color: var(--failed); border-bottom: 1px solid #ffcecb; font-weight: 600; }

.st-failed { --c: var(--failed); --cb: var(--failed-bg); }
.st-recorded, .st-added { --c: var(--recorded); --cb: var(--recorded-bg); }
.st-matched, .st-same { --c: var(--matched); --cb: var(--matched-bg); }
.st-changed { --c: var(--changed); --cb: var(--changed-bg); }
.st-removed { --c: var(--removed); --cb: var(--removed-bg); }
.st-other { --c: var(--other); --cb: var(--other-bg); }
.pill, .tag { color: var(--c); background: var(--cb); }
.dot { width: 10px; height: 10px; border-radius: 50%; background: var(--c); flex: none; }

.layout { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(300px, 28%) 1fr; }
.sidebar { display: flex; flex-direction: column; min-height: 0; border-right: 1px solid var(--line); background: var(--panel); }
.filters { padding: 12px 14px 10px; border-bottom: 1px solid var(--line); display: grid; gap: 8px; flex: none; }
.chips { display: flex; flex-wrap: wrap; gap: 5px; }
.chip { display: inline-flex; align-items: center; gap: 5px; padding: 3px 9px; border: 1px solid var(--line); border-radius: 999px; background: var(--panel); cursor: pointer; font-size: 13px; }
.chip:hover { background: #f3f4f6; }
.chip .n { color: var(--muted); font-variant-numeric: tabular-nums; }
.chip[aria-pressed="true"] { border-color: var(--c, var(--accent)); background: var(--cb, var(--accent-soft)); color: var(--c, var(--accent)); font-weight: 600; }
.chip[aria-pressed="true"] .n { color: inherit; }
.chip[disabled] { opacity: .45; cursor: default; }
.field { display: grid; gap: 2px; min-width: 0; }
.field > span { font-size: 11px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.field select { width: 100%; min-width: 0; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
.field select.active { border-color: var(--accent); background: var(--accent-soft); }
.row2 { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.visible-count { display: flex; justify-content: space-between; align-items: baseline; font-size: 13px; color: var(--muted); }
.visible-count strong { color: var(--text); font-variant-numeric: tabular-nums; }

.list { flex: 1; min-height: 0; overflow-y: auto; padding: 4px 0; }
.row { display: flex; align-items: center; gap: 10px; padding: 6px 14px; border-left: 3px solid transparent; cursor: pointer; content-visibility: auto; contain-intrinsic-size: auto 48px; }
.row:hover { background: #f6f8fa; }
.row[aria-selected="true"] { background: var(--sel); border-left-color: var(--accent); }
.row:focus-visible { outline-offset: -2px; border-radius: 0; }
.row-main { flex: 1; min-width: 0; }
.row-test, .row-meta { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.row-test { font-weight: 600; }
.row-test .suite { font-weight: 400; color: var(--faint); margin-left: 6px; font-size: 12px; }
.row-meta { color: var(--muted); font-size: 12.5px; }
.tag { font-size: 11.5px; font-weight: 600; padding: 1px 7px; border-radius: 999px; flex: none; }
.empty { padding: 24px 14px; color: var(--muted); text-align: center; }
.hint { flex: none; padding: 7px 14px; border-top: 1px solid var(--line); color: var(--muted); font-size: 12px; }

.detail { position: relative; min-width: 0; min-height: 0; overflow-y: auto; padding: 14px 20px 28px; }
.detail-head { display: grid; gap: 4px; margin-bottom: 10px; }
.title-row { display: flex; align-items: center; gap: 10px; min-width: 0; }
.title-row h2 { margin: 0; font-size: 18px; font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
.meta { display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--muted); }
.meta b { color: var(--text); font-weight: 600; }
.toolbar { display: flex; align-items: center; margin-bottom: 8px; }
.modebar { display: flex; align-items: center; gap: 12px; min-height: 32px; margin-bottom: 8px; }
.segmented { display: inline-flex; border: 1px solid var(--line); border-radius: 7px; background: var(--panel); overflow: hidden; }
.segmented button { border: 0; background: none; padding: 5px 12px; cursor: pointer; display: inline-flex; align-items: center; gap: 7px; }
.segmented button + button { border-left: 1px solid var(--line); }
.segmented button:hover { background: #f3f4f6; }
.segmented button[aria-selected="true"], .segmented button[aria-pressed="true"] { background: var(--accent); color: #fff; }
.segmented button[aria-selected="true"] kbd, .segmented button[aria-pressed="true"] kbd { background: transparent; color: #fff; border-color: rgba(255,255,255,.55); }
.segmented button[disabled] { color: var(--faint); cursor: not-allowed; background: #f6f8fa; }
.segmented button:focus-visible { outline-offset: -3px; border-radius: 6px; }
.controls { flex: 1; min-width: 0; display: flex; align-items: center; gap: 12px; }
.zoom { flex: none; }
.zoom button { padding: 3px 10px; }
.control { display: inline-flex; align-items: center; gap: 8px; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
span.control { display: inline-block; }
#toggle-control { display: inline-flex; overflow: visible; }
.control output { font-variant-numeric: tabular-nums; min-width: 3.2em; color: var(--text); }
.control input[type=range] { width: 160px; accent-color: var(--accent); }
.note { margin-bottom: 8px; padding: 6px 10px; border-radius: 6px; background: #fff8c5; color: #6b4f00; border: 1px solid #f0dc84; }

.stage { position: relative; display: flex; overflow: auto; background: var(--stage); border: 1px solid var(--line); border-radius: 8px; padding: 14px; min-height: 320px; }
.view { margin: auto; display: flex; gap: 16px; align-items: flex-start; }
.pane { display: grid; gap: 6px; justify-items: start; flex: none; width: min-content; }
.pane-note { color: var(--muted); font-size: 12.5px; padding: 4px 8px; border-left: 3px solid #b7c0ca; background: #f6f8fa; border-radius: 0 4px 4px 0; width: 100%; min-width: 260px; }
.caption { display: flex; justify-content: space-between; gap: 12px; height: 20px; font-size: 12.5px; font-weight: 600; color: var(--muted); white-space: nowrap; width: 100%; }
.caption .ref { color: #1f4e8c; }
.caption .act { color: #8a3b00; }
.frame { position: relative; overflow: hidden; background: #fff; box-shadow: 0 0 0 1px rgba(31,35,40,.18), 0 2px 8px rgba(31,35,40,.08); }
.frame img { position: absolute; left: 0; top: 0; display: block; max-width: none; user-select: none; -webkit-user-drag: none; }
.frame.slider { cursor: ew-resize; touch-action: none; }
.divider { position: absolute; top: 0; bottom: 0; width: 0; }
.divider::before { content: ""; position: absolute; top: 0; bottom: 0; left: -1px; width: 2px; background: #fff; box-shadow: 0 0 0 1px rgba(0,0,0,.45); }
.handle { position: absolute; top: 50%; left: -14px; width: 28px; height: 28px; margin-top: -14px; border-radius: 50%; background: #fff; border: 1px solid rgba(0,0,0,.35); box-shadow: 0 1px 4px rgba(0,0,0,.3); display: flex; align-items: center; justify-content: center; font-size: 12px; color: #333; }
.toggle-badge { position: absolute; left: 8px; top: 8px; padding: 2px 8px; border-radius: 999px; background: rgba(31,35,40,.78); color: #fff; font-size: 12px; font-weight: 600; pointer-events: none; }
.missing { display: flex; align-items: center; justify-content: center; text-align: center; padding: 16px; border: 2px dashed #b7c0ca; border-radius: 6px; color: var(--muted); background: #f6f8fa; }

.panels { display: grid; gap: 16px; margin-top: 16px; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; min-width: 0; }
.panel h3 { margin: 0 0 8px; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.message { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
table.changes { width: 100%; border-collapse: collapse; }
.changes th { text-align: left; font-size: 12px; color: var(--muted); font-weight: 600; border-bottom: 1px solid var(--line); padding: 4px 8px; }
.changes td { padding: 5px 8px; border-bottom: 1px solid var(--line-soft); vertical-align: top; overflow-wrap: anywhere; }
.changes td.v { font-family: var(--mono); font-size: 12.5px; }
.changes tr.cause td:first-child { box-shadow: inset 3px 0 0 var(--changed); }
.changes tr.effect td { color: var(--muted); }
.cause-tag { margin-left: 6px; font-size: 11px; font-weight: 600; color: var(--changed); background: var(--changed-bg); padding: 0 6px; border-radius: 999px; }
.commands { display: grid; gap: 10px; }
.command .label { font-weight: 600; margin-bottom: 3px; }
.cmd-row { display: flex; gap: 8px; align-items: stretch; }
.cmd-row code { flex: 1; min-width: 0; display: block; padding: 6px 10px; background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; user-select: all; }
.copied { font-size: 12px; color: var(--matched); margin-top: 3px; min-height: 1em; }
.none { color: var(--muted); }

.overlay { position: fixed; inset: 0; background: rgba(31,35,40,.45); display: flex; align-items: center; justify-content: center; z-index: 10; }
.dialog { background: var(--panel); border-radius: 10px; box-shadow: 0 12px 40px rgba(0,0,0,.3); padding: 18px 22px; width: 560px; max-height: 90vh; overflow: auto; }
.dialog h2 { margin: 0 0 10px; font-size: 17px; }
.dialog table { border-collapse: collapse; width: 100%; }
.dialog td { padding: 4px 6px; border-bottom: 1px solid var(--line-soft); }
.dialog td:first-child { white-space: nowrap; width: 28%; }
.dialog:focus-visible { outline: none; }
.dialog p { color: var(--muted); margin: 10px 0 0; }
.fatal { margin: 40px auto; max-width: 640px; padding: 18px 22px; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; }

@media (max-width: 1180px) {
  .layout { grid-template-columns: 300px 1fr; }
  .detail { padding: 12px 14px 24px; }
  .segmented button { padding: 5px 9px; }
  #modes kbd { display: none; }
  .control input[type=range] { width: 110px; }
}
</style>
</head>
<body>
<div id="banner" class="banner" hidden></div>
<header class="top">
  <div class="brand">
    <h1 id="title">Layout snapshots</h1>
    <div id="source" class="source"></div>
  </div>
  <div id="totals" class="totals" aria-label="Snapshots by status"></div>
  <button id="help-button" class="button" type="button" aria-haspopup="dialog" title="Keyboard shortcuts">Keys <kbd>?</kbd></button>
</header>
<main id="layout" class="layout">
  <aside class="sidebar" aria-label="Snapshots">
    <div class="filters">
      <div id="status-chips" class="chips" role="group" aria-label="Status"></div>
      <label class="field"><span>Test</span><select id="f-test"></select></label>
      <label class="field"><span>Device</span><select id="f-device"></select></label>
      <div class="row2">
        <label class="field"><span>Orientation</span><select id="f-orientation"></select></label>
        <label class="field"><span>Content size</span><select id="f-size"></select></label>
      </div>
      <div class="visible-count"><span id="visible-count"></span><button id="clear-filters" class="link" type="button" hidden>Clear filters</button></div>
    </div>
    <div id="list" class="list" role="listbox" aria-label="Snapshots"></div>
    <div id="list-empty" class="empty" hidden>No snapshot matches these filters.</div>
    <div class="hint"><kbd>j</kbd> <kbd>k</kbd> next / previous · <kbd>1</kbd>–<kbd>5</kbd> compare · <kbd>?</kbd> all keys</div>
  </aside>
  <section id="detail" class="detail" aria-label="Selected snapshot">
    <div id="nothing" class="empty" hidden>No snapshot selected.</div>
    <div id="detail-body">
      <div class="detail-head">
        <div class="title-row"><span id="d-status" class="tag"></span><h2 id="d-test"></h2></div>
        <div id="d-meta" class="meta"></div>
      </div>
      <div class="toolbar">
        <div id="modes" class="segmented" role="tablist" aria-label="Compare"></div>
      </div>
      <div class="modebar">
        <div class="controls">
          <span id="side-control" class="control" hidden></span>
          <span id="slider-control" class="control" hidden>Drag the divider, or press <kbd>←</kbd> <kbd>→</kbd>: the <span class="w-ref">reference</span> is on its left, the <span class="w-act">actual</span> on its right</span>
          <label id="blend-control" class="control" hidden><span><span class="w-Act">Actual</span> over <span class="w-ref">reference</span></span> <input id="blend" type="range" min="0" max="100" step="1" value="50"><output id="blend-value">50%</output> <kbd>←</kbd> <kbd>→</kbd></label>
          <span id="toggle-control" class="control" hidden>
            <button id="flip" class="button" type="button">Switch picture <kbd>t</kbd></button>
            <label class="control"><input id="auto" type="checkbox"> Switch every 0.65 s <kbd>p</kbd></label>
          </span>
          <span id="diff-control" class="control" hidden>The diff image: where the two pictures differ</span>
          <span id="review-control" class="control" hidden>The review picture written with the run</span>
        </div>
        <div class="segmented zoom" role="group" aria-label="Zoom">
          <button id="zoom-fit" type="button" aria-pressed="true" title="Fit the pictures in the window (z)">Fit</button>
          <button id="zoom-1" type="button" aria-pressed="false" title="One image pixel per screen pixel (z)">1:1 <kbd>z</kbd></button>
        </div>
      </div>
      <div id="mode-note" class="note" hidden></div>
      <div id="stage" class="stage" tabindex="-1"></div>
      <div class="panels">
        <section id="changes-panel" class="panel" hidden>
          <h3>Geometry changes</h3>
          <table class="changes"><thead><tr><th>View</th><th>Field</th><th>Before</th><th>After</th></tr></thead><tbody id="changes"></tbody></table>
        </section>
        <section id="message-panel" class="panel" hidden>
          <h3>Message</h3>
          <pre id="message" class="message"></pre>
        </section>
        <section class="panel">
          <h3>Accept</h3>
          <div id="commands" class="commands"></div>
        </section>
      </div>
    </div>
  </section>
</main>
<div id="help" class="overlay" hidden>
  <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="help-title" tabindex="-1">
    <h2 id="help-title">Keyboard shortcuts</h2>
    <table>
      <tr><td><kbd>j</kbd> <kbd>↓</kbd></td><td>Next snapshot in the list</td></tr>
      <tr><td><kbd>k</kbd> <kbd>↑</kbd></td><td>Previous snapshot</td></tr>
      <tr><td><kbd>1</kbd> or <kbd>s</kbd></td><td>Side by side: reference and actual</td></tr>
      <tr><td><kbd>2</kbd> or <kbd>w</kbd></td><td>Slider (swipe): reference left of the divider, actual right</td></tr>
      <tr><td><kbd>3</kbd> or <kbd>b</kbd></td><td>Blend (onion skin): actual over reference</td></tr>
      <tr><td><kbd>4</kbd> or <kbd>t</kbd></td><td>Toggle (flicker); <kbd>t</kbd> or <kbd>Space</kbd> again switches the picture</td></tr>
      <tr><td><kbd>5</kbd> or <kbd>d</kbd></td><td>Diff image</td></tr>
      <tr><td><kbd>6</kbd> or <kbd>r</kbd></td><td>Review picture, when there is one</td></tr>
      <tr><td><kbd>←</kbd> <kbd>→</kbd></td><td>Move the slider's divider, or change the blend</td></tr>
      <tr><td><kbd>p</kbd></td><td>Toggle: switch automatically</td></tr>
      <tr><td><kbd>z</kbd></td><td>Fit the window / actual size (1:1)</td></tr>
      <tr><td><kbd>c</kbd></td><td>Copy the command that accepts this snapshot</td></tr>
      <tr><td><kbd>?</kbd></td><td>This help; <kbd>Esc</kbd> closes it</td></tr>
    </table>
    <p>Filters, the selected snapshot and the compare mode are kept in the address (after #): a link or a reload opens the same view.</p>
  </div>
</div>
<script src="report-data.js" charset="utf-8"></script>
<script>
(function () {
  'use strict';
  var R = window.LAYOUT_REPORT;
  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  // When the page is built, and when that was first painted (for the browser test's timing).
  function markReady() {
    window.__layoutReportReady = performance.now();
    document.documentElement.setAttribute('data-ready', '1');
    requestAnimationFrame(function () { setTimeout(function () { window.__layoutReportPainted = performance.now(); }, 0); });
  }

  if (!R || typeof R !== 'object' || !Array.isArray(R.snapshots)) {
    $('layout').hidden = true;
    var f = el('div', 'fatal');
    f.appendChild(el('h2', null, 'No report data'));
    f.appendChild(el('p', null, 'This page shows the data in report-data.js, the file beside it that `layout-snapshot report --html` writes. It is missing or does not set window.LAYOUT_REPORT.'));
    document.body.appendChild(f);
    markReady();
    return;
  }

  var snaps = R.snapshots;
  var N = snaps.length;
  var isDiff = R.kind === 'diff';
  var STATUS_ORDER = isDiff ? ['changed', 'added', 'removed', 'same'] : ['failed', 'recorded', 'matched'];
  var ORIENTATIONS = { portrait: 'Portrait', portraitUpsideDown: 'Upside down', landscapeLeft: 'Landscape left', landscapeRight: 'Landscape right' };
  var ORIENTATION_ORDER = ['portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight'];
  var SIZE_ORDER = ['xs', 's', 'm', 'L', 'xl', 'xxl', 'xxxl', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5'];
  var MODES = [
    { id: 'side', label: 'Side by side', keys: ['1', 's'] },
    { id: 'slider', label: 'Slider', keys: ['2', 'w'] },
    { id: 'blend', label: 'Blend', keys: ['3', 'b'] },
    { id: 'toggle', label: 'Toggle', keys: ['4', 't'] },
    { id: 'diff', label: 'Diff', keys: ['5', 'd'] },
    { id: 'review', label: 'Review', keys: ['6', 'r'] }
  ];
  // A run compares a reference with the actual picture; a diff, the first folder's with the second's.
  var REF = isDiff ? 'before' : 'reference', ACT = isDiff ? 'after' : 'actual';
  function cap1(w) { return w.charAt(0).toUpperCase() + w.slice(1); }
  Array.prototype.forEach.call(document.querySelectorAll('.w-ref'), function (e) { e.textContent = REF; });
  Array.prototype.forEach.call(document.querySelectorAll('.w-act'), function (e) { e.textContent = ACT; });
  Array.prototype.forEach.call(document.querySelectorAll('.w-Act'), function (e) { e.textContent = cap1(ACT); });
  var MODE_BY_ID = {};
  MODES.forEach(function (m) { MODE_BY_ID[m.id] = m; });

  function statusClass(s) {
    return ['failed', 'recorded', 'matched', 'changed', 'added', 'removed', 'same'].indexOf(s) >= 0 ? 'st-' + s : 'st-other';
  }
  function orientationLabel(o) { return ORIENTATIONS[o] || o || '—'; }
  function str(v) { return v === null || v === undefined ? '' : String(v); }
  function fmtInt(n) { return Number(n).toLocaleString('en-US'); }
  function suiteAndName(test) {
    var t = str(test), i = t.lastIndexOf('/');
    return i < 0 ? ['', t] : [t.slice(0, i), t.slice(i + 1)];
  }

  // ---- Facets: each snapshot's value for each filter, computed once ----
  var FACETS = [
    { param: 'status', all: 'All', get: function (s) { return str(s.status); }, label: function (v) { return v; } },
    { param: 'test', select: 'f-test', all: 'All tests', get: function (s) { return str(s.test); }, label: function (v) { return v || '(no test)'; } },
    { param: 'device', select: 'f-device', all: 'All devices', get: function (s) { return str(s.device); }, label: function (v) { return v || '(no device)'; } },
    { param: 'orientation', select: 'f-orientation', all: 'All', get: function (s) { return str(s.orientation); }, label: orientationLabel },
    { param: 'size', select: 'f-size', all: 'All', get: function (s) { return str(s.contentSize); }, label: function (v) { return v || 'Not set'; } }
  ];
  var F = FACETS.length;
  var vals = FACETS.map(function () { return new Array(N); });
  FACETS.forEach(function (facet, f) {
    var seen = new Map();
    for (var i = 0; i < N; i++) {
      var v = facet.get(snaps[i]);
      vals[f][i] = v;
      if (!seen.has(v)) seen.set(v, seen.size);
    }
    var values = Array.from(seen.keys());
    var order = f === 0 ? STATUS_ORDER : f === 3 ? ORIENTATION_ORDER : f === 4 ? SIZE_ORDER : null;
    if (order) {
      values.sort(function (a, b) {
        var x = order.indexOf(a), y = order.indexOf(b);
        if (a === '') x = 1e6; if (b === '') y = 1e6;
        return (x < 0 ? 1e5 + seen.get(a) : x) - (y < 0 ? 1e5 + seen.get(b) : y);
      });
    } else if (f === 1) {
      values.sort(function (a, b) { return a < b ? -1 : a > b ? 1 : 0; });
    }
    facet.values = values;
  });

  // ---- State ----
  var filters = FACETS.map(function () { return null; });
  var sel = -1;
  var prefMode = 'side';
  var zoom1 = false;
  var sliderPos = 0.5;
  var blendPct = 50;
  var toggleActual = false;
  var autoTimer = null;
  var idIndex = new Map();
  snaps.forEach(function (s, i) { idIndex.set(str(s.id), i); });

  // ---- Header ----
  document.title = str(R.title) || 'Layout snapshots';
  $('title').textContent = str(R.title) || 'Layout snapshots';
  $('source').textContent = '\u200E' + str(R.source) + '\u200E';
  $('source').title = str(R.source);
  (function () {
    var counts = R.counts && typeof R.counts === 'object' ? R.counts : null;
    if (!counts) { counts = {}; vals[0].forEach(function (v) { counts[v] = (counts[v] || 0) + 1; }); }
    var keys = Object.keys(counts).sort(function (a, b) {
      var x = STATUS_ORDER.indexOf(a), y = STATUS_ORDER.indexOf(b);
      return (x < 0 ? 99 : x) - (y < 0 ? 99 : y);
    });
    var box = $('totals');
    keys.forEach(function (k) {
      var p = el('span', 'pill ' + statusClass(k));
      p.appendChild(el('span', 'dot'));
      p.appendChild(document.createTextNode(fmtInt(counts[k]) + ' ' + k));
      box.appendChild(p);
    });
  })();

  // ---- Filters ----
  var chipEls = new Map();
  var allChip = el('button', 'chip');
  allChip.type = 'button';
  allChip.dataset.value = '';
  allChip.appendChild(el('span', 'label', 'All'));
  allChip.appendChild(el('span', 'n'));
  $('status-chips').appendChild(allChip);
  FACETS[0].values.forEach(function (v) {
    var c = el('button', 'chip ' + statusClass(v));
    c.type = 'button';
    c.dataset.value = v;
    c.appendChild(el('span', 'dot'));
    c.appendChild(el('span', 'label', v));
    c.appendChild(el('span', 'n'));
    chipEls.set(v, c);
    $('status-chips').appendChild(c);
  });
  $('status-chips').addEventListener('click', function (e) {
    var c = e.target.closest('.chip');
    if (!c || c.disabled) return;
    filters[0] = c.dataset.value === '' ? null : c.dataset.value;
    update({ keepSelection: true });
  });
  var optionEls = FACETS.map(function () { return null; });
  FACETS.forEach(function (facet, f) {
    if (!facet.select) return;
    var s = $(facet.select);
    var m = new Map();
    var all = el('option', null, facet.all);
    all.value = '';
    s.appendChild(all);
    m.set('', all);
    facet.values.forEach(function (v) {
      var o = el('option');
      o.value = '=' + v;
      s.appendChild(o);
      m.set('=' + v, o);
    });
    optionEls[f] = m;
    s.addEventListener('change', function () {
      filters[f] = s.value === '' ? null : s.value.slice(1);
      update({ keepSelection: true });
    });
  });
  $('clear-filters').addEventListener('click', function () {
    filters = FACETS.map(function () { return null; });
    update({ keepSelection: true });
  });

  // ---- The list: one row per snapshot, built once ----
  var list = $('list');
  var rows = new Array(N);
  var rowVisible = new Array(N);
  var visible = [];
  (function buildList() {
    var proto = el('div', 'row');
    proto.setAttribute('role', 'option');
    proto.setAttribute('aria-selected', 'false');
    proto.tabIndex = -1;
    proto.appendChild(el('span', 'dot'));
    var main = el('span', 'row-main');
    var test = el('span', 'row-test');
    test.appendChild(el('span', 'fn'));
    test.appendChild(el('span', 'suite'));
    main.appendChild(test);
    main.appendChild(el('span', 'row-meta'));
    proto.appendChild(main);
    proto.appendChild(el('span', 'tag'));
    var frag = document.createDocumentFragment();
    for (var i = 0; i < N; i++) {
      var s = snaps[i];
      var r = proto.cloneNode(true);
      var sn = suiteAndName(s.test);
      r.id = 'row-' + str(s.id);
      r.dataset.i = i;
      r.className = 'row ' + statusClass(vals[0][i]);
      var t = r.firstChild.nextSibling.firstChild;
      t.firstChild.textContent = sn[1] + (s.name ? ' · ' + s.name : '');
      t.lastChild.textContent = sn[0];
      var meta = [str(s.device), orientationLabel(s.orientation)];
      if (s.contentSize) meta.push(s.contentSize);
      if (s.status !== 'matched' && s.status !== 'same' && s.detail) meta.push(s.detail);
      t.nextSibling.textContent = meta.join(' · ');
      r.lastChild.textContent = vals[0][i];
      r.title = str(s.test) + (s.name ? ' (' + s.name + ')' : '');
      rows[i] = r;
      rowVisible[i] = true;
      frag.appendChild(r);
    }
    list.appendChild(frag);
  })();
  list.addEventListener('click', function (e) {
    var r = e.target.closest('.row');
    if (r) select(+r.dataset.i, { focusRow: true });
  });

  // Filters the list, updates every count (each option counts the snapshots it would show with the
  // other filters as they are), the visible count and the selection.
  function applyFilters() {
    var counts = FACETS.map(function () { return new Map(); });
    var allCounts = FACETS.map(function () { return 0; });
    visible = [];
    for (var i = 0; i < N; i++) {
      var miss = -1, misses = 0;
      for (var f = 0; f < F; f++) {
        var want = filters[f];
        if (want !== null && vals[f][i] !== want) { misses++; miss = f; if (misses > 1) break; }
      }
      var show = misses === 0;
      if (show) {
        visible.push(i);
        for (var g = 0; g < F; g++) { var m = counts[g], v = vals[g][i]; m.set(v, (m.get(v) || 0) + 1); allCounts[g]++; }
      } else if (misses === 1) {
        var mm = counts[miss], vv = vals[miss][i];
        mm.set(vv, (mm.get(vv) || 0) + 1);
        allCounts[miss]++;
      }
      if (rowVisible[i] !== show) { rows[i].hidden = !show; rowVisible[i] = show; }
    }
    allChip.lastChild.textContent = fmtInt(allCounts[0]);
    allChip.setAttribute('aria-pressed', filters[0] === null ? 'true' : 'false');
    chipEls.forEach(function (c, v) {
      var n = counts[0].get(v) || 0;
      c.lastChild.textContent = fmtInt(n);
      c.setAttribute('aria-pressed', filters[0] === v ? 'true' : 'false');
      c.disabled = n === 0 && filters[0] !== v;
    });
    FACETS.forEach(function (facet, f) {
      if (!facet.select) return;
      var opts = optionEls[f];
      opts.get('').textContent = facet.all + ' (' + fmtInt(allCounts[f]) + ')';
      facet.values.forEach(function (v) {
        var o = opts.get('=' + v), n = counts[f].get(v) || 0;
        o.textContent = facet.label(v) + ' (' + fmtInt(n) + ')';
        o.disabled = n === 0 && filters[f] !== v;
      });
      var s = $(facet.select);
      s.value = filters[f] === null ? '' : '=' + filters[f];
      s.classList.toggle('active', filters[f] !== null);
    });
    $('visible-count').innerHTML = '';
    var strong = el('strong', null, fmtInt(visible.length));
    $('visible-count').appendChild(strong);
    $('visible-count').appendChild(document.createTextNode(visible.length === N ? ' snapshots' : ' of ' + fmtInt(N) + ' snapshots'));
    $('clear-filters').hidden = filters.every(function (v) { return v === null; });
    $('list-empty').hidden = visible.length > 0;
  }

  function update(opts) {
    applyFilters();
    if (sel < 0 || !rowVisible[sel]) select(visible.length ? visible[0] : -1, {});
    else writeHash();
  }

  // ---- Selection and the detail view ----
  var cur = null;

  function select(i, opts) {
    opts = opts || {};
    if (sel >= 0 && rows[sel]) { rows[sel].setAttribute('aria-selected', 'false'); rows[sel].tabIndex = -1; }
    sel = i;
    if (i >= 0) {
      var r = rows[i];
      r.setAttribute('aria-selected', 'true');
      r.tabIndex = 0;
      list.setAttribute('aria-activedescendant', r.id);
      if (opts.focusRow) r.focus({ preventScroll: true });
      if (opts.scroll !== false) r.scrollIntoView({ block: 'nearest' });
    }
    renderDetail();
    writeHash();
  }

  function move(delta) {
    if (!visible.length) return;
    var p = visible.indexOf(sel);
    var q = p < 0 ? 0 : Math.max(0, Math.min(visible.length - 1, p + delta));
    if (visible[q] === sel) return;
    var focusRow = document.activeElement && document.activeElement.classList && document.activeElement.classList.contains('row');
    select(visible[q], { focusRow: focusRow });
  }

  function makeImg(kind, src, s) {
    var img = new Image();
    img.loading = 'lazy';
    img.decoding = 'async';
    img.draggable = false;
    img.alt = kind + ' picture of ' + str(s.test);
    img.className = 'pic-' + kind;
    img.addEventListener('load', function () { if (cur && cur.imgs[kind] === img) layoutStage(); });
    img.addEventListener('error', function () {
      img.dataset.failed = '1';
      if (cur && cur.imgs[kind] === img) renderStage();
    });
    img.src = src;
    return img;
  }

  function has(kind) { var i = cur && cur.imgs[kind]; return !!i && !i.dataset.failed; }

  function missingText(kind) {
    var s = cur.s, st = s.status;
    var path = cur.paths[kind];
    if (path) return 'Could not load ' + path + '.';
    if (kind === 'reference') {
      if (st === 'added') return 'No reference: this snapshot is new in the second folder.';
      return 'No reference picture' + (s.detail === 'missingReference' ? ': the snapshot had no reference yet.' : '.');
    }
    if (kind === 'actual') {
      if (st === 'recorded') return 'No actual picture: this snapshot was recorded, so its new reference is the picture.';
      if (st === 'matched') return 'No actual picture kept: the snapshot matched its reference.';
      if (st === 'removed') return 'Not in the second folder: this snapshot was removed.';
      return 'No actual picture.';
    }
    if (kind === 'diff') {
      if (st === 'matched' || st === 'same') return 'No diff image: the pictures match.';
      if (st === 'recorded' || st === 'added' || st === 'removed') return 'No diff image: there was nothing to compare with.';
      return 'No diff image for this snapshot.';
    }
    return 'No review picture for this snapshot.';
  }

  function renderDetail() {
    stopAuto();
    if (sel < 0) {
      cur = null;
      $('detail-body').hidden = true;
      $('nothing').hidden = false;
      return;
    }
    $('detail-body').hidden = false;
    $('nothing').hidden = true;
    var s = snaps[sel];
    var images = s.images && typeof s.images === 'object' ? s.images : {};
    cur = { s: s, imgs: {}, paths: {} };
    ['reference', 'actual', 'diff', 'review'].forEach(function (k) {
      if (images[k]) { cur.paths[k] = String(images[k]); cur.imgs[k] = makeImg(k, cur.paths[k], s); }
    });
    toggleActual = false;

    var st = $('d-status');
    st.className = 'tag ' + statusClass(str(s.status));
    st.textContent = str(s.status);
    $('d-test').textContent = str(s.test) + (s.name ? ' · ' + s.name : '');
    var meta = $('d-meta');
    meta.textContent = '';
    function item(label, value) {
      if (value === null || value === undefined || value === '') return;
      var sp = el('span');
      if (label) sp.appendChild(document.createTextNode(label + ' '));
      sp.appendChild(el('b', null, String(value)));
      meta.appendChild(sp);
    }
    item('', s.device);
    item('', orientationLabel(s.orientation));
    item('Content size', s.contentSize);
    if (s.detail !== s.status) item('Reason', s.detail);
    if (typeof s.differentPixels === 'number') {
      item('Pixels differ', fmtInt(s.differentPixels) + (typeof s.ratio === 'number' ? ' (' + (s.ratio * 100).toFixed(s.ratio < 0.001 ? 3 : 2) + '%)' : ''));
    }
    if (s.width && s.height) item('Size', s.width + ' × ' + s.height + ' px');

    // Geometry changes, causes first (the data's order).
    var changes = Array.isArray(s.changes) ? s.changes : [];
    var tb = $('changes');
    tb.textContent = '';
    changes.forEach(function (c) {
      var tr = el('tr', c.cause ? 'cause' : 'effect');
      if (c.view == null && c.before == null && c.after == null) {
        var td = el('td', null, str(c.field));
        td.colSpan = 4;
        tr.appendChild(td);
      } else {
        var v = el('td', null, c.view == null ? '—' : str(c.view));
        if (c.cause) v.appendChild(el('span', 'cause-tag', 'cause'));
        tr.appendChild(v);
        tr.appendChild(el('td', null, str(c.field)));
        tr.appendChild(el('td', 'v', c.before == null ? '—' : str(c.before)));
        tr.appendChild(el('td', 'v', c.after == null ? '—' : str(c.after)));
      }
      tb.appendChild(tr);
    });
    $('changes-panel').hidden = changes.length === 0;
    $('message').textContent = str(s.message);
    $('message-panel').hidden = !s.message;

    // Accept commands.
    var box = $('commands');
    box.textContent = '';
    var cmds = [
      ['This snapshot', s.approve],
      ['Every snapshot of this test', s.approveTest],
      [isDiff ? 'Every change' : 'Every failure', R.commands && R.commands.approveAll]
    ];
    var any = false;
    cmds.forEach(function (c, k) {
      if (!c[1]) return;
      any = true;
      var d = el('div', 'command');
      d.appendChild(el('div', 'label', c[0]));
      var rr = el('div', 'cmd-row');
      var code = el('code', null, String(c[1]));
      code.id = 'cmd-' + ['one', 'test', 'all'][k];
      rr.appendChild(code);
      var b = el('button', 'button', 'Copy');
      b.type = 'button';
      b.dataset.copy = code.id;
      rr.appendChild(b);
      d.appendChild(rr);
      d.appendChild(el('div', 'copied'));
      box.appendChild(d);
    });
    if (!any) box.appendChild(el('div', 'none', s.status === 'matched' || s.status === 'same' ? 'Nothing to accept: this snapshot matches its reference.' : 'No accept command for this snapshot.'));
    renderStage();
  }

  // The mode shown: the one chosen, unless this snapshot lacks a picture it needs.
  function effectiveMode() {
    var m = prefMode, label = MODE_BY_ID[m].label;
    var both = has('reference') && has('actual');
    if ((m === 'slider' || m === 'blend' || m === 'toggle') && !both) {
      return ['side', label + ' needs both the ' + REF + ' and the ' + ACT + ' picture; showing side by side.'];
    }
    if (m === 'diff' && !has('diff')) return ['side', missingText('diff') + ' Showing side by side.'];
    if (m === 'review' && !has('review')) return ['side', 'No review picture for this snapshot; showing side by side.'];
    return [m, null];
  }

  function renderModes(mode) {
    var box = $('modes');
    if (!box.firstChild) {
      MODES.forEach(function (m) {
        var b = el('button');
        b.type = 'button';
        b.id = 'mode-' + m.id;
        b.dataset.mode = m.id;
        b.setAttribute('role', 'tab');
        b.appendChild(document.createTextNode(m.label + ' '));
        b.appendChild(el('kbd', null, m.keys[0]));
        b.title = m.label + ' (' + m.keys.join(' or ') + ')';
        box.appendChild(b);
      });
      box.addEventListener('click', function (e) {
        var b = e.target.closest('button');
        if (b && !b.disabled) setMode(b.dataset.mode);
      });
    }
    var both = has('reference') && has('actual');
    MODES.forEach(function (m) {
      var b = $('mode-' + m.id);
      var ok = m.id === 'side' || (m.id === 'diff' ? has('diff') : m.id === 'review' ? has('review') : both);
      b.disabled = !ok;
      b.hidden = m.id === 'review' && !has('review');
      b.setAttribute('aria-selected', m.id === mode ? 'true' : 'false');
      b.title = m.label + ' (' + m.keys.join(' or ') + ')' + (ok ? '' : ': needs ' + (m.id === 'diff' ? 'a diff image' : 'both pictures'));
    });
  }

  var stage = $('stage');
  var view = null;

  function frameOf(kinds, cls) {
    var fr = el('div', 'frame' + (cls ? ' ' + cls : ''));
    kinds.forEach(function (k) { if (has(k)) fr.appendChild(cur.imgs[k]); });
    return fr;
  }
  function pane(captionNode, body) {
    var p = el('div', 'pane');
    p.appendChild(captionNode);
    p.appendChild(body);
    return p;
  }
  function caption(left, right, lc, rc) {
    var c = el('div', 'caption');
    var a = el('span', lc || null, left);
    c.appendChild(a);
    if (right !== undefined) c.appendChild(el('span', rc || null, right));
    return c;
  }

  function renderStage() {
    if (!cur) return;
    var em = effectiveMode(), mode = em[0];
    cur.mode = mode;
    renderModes(mode);
    $('mode-note').hidden = !em[1];
    $('mode-note').textContent = em[1] || '';
    MODES.forEach(function (m) { $(m.id + '-control').hidden = m.id !== mode; });
    if (mode !== 'toggle') stopAuto();
    $('zoom-fit').setAttribute('aria-pressed', zoom1 ? 'false' : 'true');
    $('zoom-1').setAttribute('aria-pressed', zoom1 ? 'true' : 'false');
    stage.dataset.mode = mode;
    stage.textContent = '';
    view = el('div', 'view');
    view.id = 'view';
    cur.frames = [];
    var captionFor = { reference: cap1(REF), actual: cap1(ACT), diff: 'Diff', review: 'Review' };
    function single(kind, label) {
      var body;
      if (has(kind)) { body = frameOf([kind]); body.id = 'frame-' + kind; cur.frames.push({ node: body, kinds: [kind] }); }
      else { body = el('div', 'missing', missingText(kind)); body.id = 'missing-' + kind; cur.frames.push({ node: body, kinds: [], missing: true }); }
      view.appendChild(pane(caption(label, undefined, kind === 'reference' ? 'ref' : kind === 'actual' ? 'act' : null), body));
    }
    if (mode === 'side' && has('reference') !== has('actual')) {
      // One picture: shown alone, larger, with a line that says why the other is not there.
      var present = has('reference') ? 'reference' : 'actual', absent = present === 'reference' ? 'actual' : 'reference';
      single(present, captionFor[present]);
      var note = el('div', 'pane-note', missingText(absent));
      note.id = 'missing-' + absent;
      view.lastChild.insertBefore(note, view.lastChild.lastChild);
      cur.columns = 1;
      $('side-control').textContent = 'Only the ' + (present === 'reference' ? REF : ACT) + ' picture: nothing to compare it with';
    } else if (mode === 'side') {
      single('reference', captionFor.reference);
      single('actual', captionFor.actual);
      cur.columns = 2;
      $('side-control').textContent = 'The ' + REF + ' on the left, the ' + ACT + ' on the right, at the same scale';
    } else if (mode === 'diff' || mode === 'review') {
      single(mode, captionFor[mode]);
      cur.columns = 1;
    } else {
      cur.columns = 1;
      var fr = frameOf(['reference', 'actual'], mode);
      fr.id = 'frame-stack';
      cur.frames.push({ node: fr, kinds: ['reference', 'actual'] });
      var cap;
      if (mode === 'slider') {
        cap = caption('◀ ' + cap1(REF), cap1(ACT) + ' ▶', 'ref', 'act');
        var dv = el('div', 'divider');
        dv.id = 'divider';
        dv.appendChild(el('div', 'handle', '⇔'));
        fr.appendChild(dv);
        attachDrag(fr);
      } else if (mode === 'blend') {
        cap = caption('');
        cap.id = 'blend-caption';
      } else {
        cap = caption('Click, t or Space switches the picture', '', null, 'showing');
        var badge = el('div', 'toggle-badge');
        badge.id = 'toggle-badge';
        fr.appendChild(badge);
        fr.addEventListener('click', flip);
        fr.style.cursor = 'pointer';
      }
      view.appendChild(pane(cap, fr));
    }
    stage.appendChild(view);
    applyModeStyles();
    layoutStage();
  }

  function applyModeStyles() {
    if (!cur) return;
    var ref = cur.imgs.reference, act = cur.imgs.actual, mode = cur.mode;
    [ref, act].forEach(function (i) { if (i) { i.style.opacity = ''; i.style.visibility = ''; i.style.clipPath = ''; } });
    if (mode === 'blend' && act) {
      act.style.opacity = String(blendPct / 100);
      $('blend').value = String(blendPct);
      $('blend-value').textContent = blendPct + '%';
      var bc = $('blend-caption');
      if (bc) bc.firstChild.textContent = cap1(ACT) + ' at ' + blendPct + '% over ' + REF;
    } else if (mode === 'toggle' && ref && act) {
      ref.style.visibility = toggleActual ? 'hidden' : 'visible';
      act.style.visibility = toggleActual ? 'visible' : 'hidden';
      var b = $('toggle-badge');
      if (b) b.textContent = cap1(toggleActual ? ACT : REF);
      var sh = stage.querySelector('.caption .showing');
      if (sh) { sh.textContent = 'Now: ' + (toggleActual ? ACT : REF); sh.className = 'showing ' + (toggleActual ? 'act' : 'ref'); }
      stage.dataset.showing = toggleActual ? 'actual' : 'reference';
    }
    if (mode === 'slider') positionSlider();
  }

  function naturalSize(kinds) {
    var w = 0, h = 0;
    kinds.forEach(function (k) {
      var i = cur.imgs[k];
      if (i && i.naturalWidth) { w = Math.max(w, i.naturalWidth); h = Math.max(h, i.naturalHeight); }
    });
    if (!w) {
      var s = cur.s;
      w = s.width > 0 ? s.width : 750; h = s.height > 0 ? s.height : 1000;
    }
    return [w, h];
  }

  // Sizes the stage to the window and the pictures to the stage (fit), or 1:1.
  function layoutStage() {
    if (!cur || !cur.frames) return;
    var detail = $('detail');
    var top = detail.getBoundingClientRect().top + stage.offsetTop;
    var h = Math.max(320, Math.floor(window.innerHeight - top - 16));
    stage.style.height = h + 'px';
    // Room above the pictures: the caption, and the note when there is one.
    var above = 26;
    cur.frames.forEach(function (f) {
      var pane = f.node.parentNode;
      above = Math.max(above, f.node.getBoundingClientRect().top - pane.getBoundingClientRect().top);
    });
    var W = stage.clientWidth - 28, H = stage.clientHeight - 28 - above;
    var kinds = [];
    cur.frames.forEach(function (f) { kinds = kinds.concat(f.kinds); });
    var nat = naturalSize(kinds.length ? kinds : ['reference', 'actual', 'diff', 'review']);
    var aw = cur.columns === 2 ? (W - 16) / 2 : W;
    var scale = zoom1 ? 1 : Math.max(0.01, Math.min(1, aw / nat[0], H / nat[1]));
    cur.scale = scale;
    var fw = Math.max(1, Math.round(nat[0] * scale)), fh = Math.max(1, Math.round(nat[1] * scale));
    cur.frameSize = [fw, fh];
    cur.frames.forEach(function (f) {
      f.node.style.width = fw + 'px';
      f.node.style.height = fh + 'px';
      f.kinds.forEach(function (k) {
        var i = cur.imgs[k];
        var iw = i.naturalWidth || nat[0], ih = i.naturalHeight || nat[1];
        i.style.width = Math.round(iw * scale) + 'px';
        i.style.height = Math.round(ih * scale) + 'px';
      });
    });
    if (cur.mode === 'slider') positionSlider();
  }

  function positionSlider() {
    var dv = $('divider');
    if (!dv || !cur.frameSize) return;
    var x = Math.round(sliderPos * cur.frameSize[0]);
    dv.style.left = x + 'px';
    dv.setAttribute('aria-valuenow', String(Math.round(sliderPos * 100)));
    if (cur.imgs.actual) cur.imgs.actual.style.clipPath = 'inset(0 0 0 ' + x + 'px)';
    stage.dataset.divider = String(x);
  }

  function attachDrag(fr) {
    var dragging = false;
    function at(e) {
      var r = fr.getBoundingClientRect();
      sliderPos = Math.max(0, Math.min(1, (e.clientX - r.left) / r.width));
      positionSlider();
    }
    fr.addEventListener('pointerdown', function (e) {
      if (e.button !== 0) return;
      dragging = true;
      try { fr.setPointerCapture(e.pointerId); } catch (err) { /* synthetic pointers may have no capture */ }
      at(e);
      e.preventDefault();
    });
    fr.addEventListener('pointermove', function (e) { if (dragging) at(e); });
    function end() { dragging = false; }
    fr.addEventListener('pointerup', end);
    fr.addEventListener('pointercancel', end);
    fr.addEventListener('lostpointercapture', end);
  }

  function setMode(m) {
    if (!MODE_BY_ID[m]) return;
    prefMode = m;
    renderStage();
    writeHash();
  }
  function flip() {
    if (!cur || cur.mode !== 'toggle') return;
    toggleActual = !toggleActual;
    applyModeStyles();
  }
  function stopAuto() {
    if (autoTimer) { clearInterval(autoTimer); autoTimer = null; }
    $('auto').checked = false;
  }
  function setAuto(on) {
    stopAuto();
    if (on && cur && cur.mode === 'toggle') {
      autoTimer = setInterval(flip, 650);
      $('auto').checked = true;
    }
  }
  function setZoom(one) {
    zoom1 = one;
    renderStage();
    writeHash();
  }

  $('flip').addEventListener('click', flip);
  $('auto').addEventListener('change', function () { setAuto($('auto').checked); });
  $('blend').addEventListener('input', function () { blendPct = +$('blend').value; applyModeStyles(); });
  $('zoom-fit').addEventListener('click', function () { setZoom(false); });
  $('zoom-1').addEventListener('click', function () { setZoom(true); });
  window.addEventListener('resize', function () { layoutStage(); });
  if (window.ResizeObserver) {
    var lastTop = -1;
    new ResizeObserver(function () {
      var top = stage.offsetTop;
      if (top !== lastTop) { lastTop = top; layoutStage(); }
    }).observe($('detail-body'));
  }

  // ---- Copy buttons: the clipboard when the browser allows it, else the text stays selected ----
  function copyCommand(id) {
    var code = $(id);
    if (!code) return;
    var note = code.parentNode.nextSibling;
    var range = document.createRange();
    range.selectNodeContents(code);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    function fallback() {
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      note.textContent = ok ? 'Copied.' : 'Selected: press Ctrl+C (or ⌘C) to copy.';
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(code.textContent).then(function () { note.textContent = 'Copied.'; }, fallback);
    } else {
      fallback();
    }
  }
  $('commands').addEventListener('click', function (e) {
    var b = e.target.closest('button[data-copy]');
    if (b) copyCommand(b.dataset.copy);
  });

  // ---- Help ----
  var helpReturn = null;
  function showHelp(on) {
    var h = $('help');
    if (on) { helpReturn = document.activeElement; h.hidden = false; h.querySelector('.dialog').focus(); }
    else { h.hidden = true; if (helpReturn && helpReturn.focus) helpReturn.focus(); }
  }
  $('help-button').addEventListener('click', function () { showHelp(true); });
  $('help').addEventListener('click', function (e) { if (e.target === $('help')) showHelp(false); });

  // ---- Keys ----
  var KEY_MODE = {};
  MODES.forEach(function (m) { m.keys.forEach(function (k) { KEY_MODE[k] = m.id; }); });
  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    var t = e.target, tag = t && t.tagName, key = e.key;
    var helpOpen = !$('help').hidden;
    if (key === 'Escape') {
      if (helpOpen) showHelp(false);
      else if (tag === 'SELECT' || tag === 'INPUT') t.blur();
      return;
    }
    if (helpOpen) { if (key === '?') { showHelp(false); e.preventDefault(); } return; }
    if (tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && t.type !== 'range' && t.type !== 'checkbox')) return;
    if (tag === 'INPUT' && t.type === 'range' && (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown')) return;
    var k = key.length === 1 ? key.toLowerCase() : key;
    if (key === '?') { showHelp(true); e.preventDefault(); return; }
    if (k === 'j' || key === 'ArrowDown') { move(1); e.preventDefault(); return; }
    if (k === 'k' || key === 'ArrowUp') { move(-1); e.preventDefault(); return; }
    if (!cur) return;
    if (k === 't' && cur.mode === 'toggle') { flip(); e.preventDefault(); return; }
    if (key === ' ' && cur.mode === 'toggle' && tag !== 'BUTTON' && tag !== 'INPUT') { flip(); e.preventDefault(); return; }
    if (KEY_MODE[k]) { setMode(KEY_MODE[k]); e.preventDefault(); return; }
    if (k === 'z') { setZoom(!zoom1); e.preventDefault(); return; }
    if (k === 'p' && cur.mode === 'toggle') { setAuto(!autoTimer); e.preventDefault(); return; }
    if (k === 'c') { if ($('cmd-one')) copyCommand('cmd-one'); e.preventDefault(); return; }
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      var d = key === 'ArrowLeft' ? -1 : 1;
      if (cur.mode === 'slider') { sliderPos = Math.max(0, Math.min(1, Math.round(sliderPos * 20 + d) / 20)); positionSlider(); e.preventDefault(); }
      else if (cur.mode === 'blend') { blendPct = Math.max(0, Math.min(100, blendPct + d * 10)); applyModeStyles(); e.preventDefault(); }
    }
  });

  // ---- The address: filters, selection, mode and zoom after # ----
  function writeHash() {
    var p = new URLSearchParams();
    FACETS.forEach(function (f, k) { if (filters[k] !== null) p.set(f.param, filters[k]); });
    if (sel >= 0) p.set('id', str(snaps[sel].id));
    if (prefMode !== 'side') p.set('mode', prefMode);
    if (zoom1) p.set('zoom', '1');
    var h = p.toString();
    if (h === location.hash.replace(/^#/, '')) return;
    var url = location.href.split('#')[0] + '#' + h;
    try { history.replaceState(null, '', url); } catch (e) { location.replace(url); }
  }
  function readHash() {
    var p = new URLSearchParams(location.hash.replace(/^#/, ''));
    FACETS.forEach(function (f, k) {
      var v = p.get(f.param);
      filters[k] = v !== null && f.values.indexOf(v) >= 0 ? v : null;
    });
    var m = p.get('mode');
    prefMode = m && MODE_BY_ID[m] ? m : 'side';
    zoom1 = p.get('zoom') === '1';
    var id = p.get('id');
    return id !== null && idIndex.has(id) ? idIndex.get(id) : -1;
  }
  function restore() {
    var want = readHash();
    applyFilters();
    if (want >= 0 && rowVisible[want]) select(want, {});
    else select(visible.length ? visible[0] : -1, {});
  }
  window.addEventListener('hashchange', restore);

  restore();
  markReady();
})();
</script>
</body>
</html>
"""#
}
