// The statistics dashboard's charts (worker/analytics/dashboard.tsx), drawn by Chart.js from the
// page's own tables: each <figure data-chart> gets a canvas above its table, the table's header
// cells with data-series naming the series and its cells' data-value the figures. The canvas is
// hidden from screen readers (the table says the same, and more); without JavaScript, the tables
// alone. Built with the editor's bundle (build-plugins/build-editor.mjs) as /keystatic/dashboard.js.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Distinct for the colour-blind, and each 3:1 or more against white (Okabe and Ito's palette, darkened). */
const COLOURS = ["#0f766e", "#b45309", "#1d4ed8", "#9d174d"];
const still = matchMedia("(prefers-reduced-motion: reduce)").matches;

for (const figure of document.querySelectorAll<HTMLElement>("figure[data-chart]")) {
  const table = figure.querySelector("table");
  if (!table) continue;
  const headers = [...table.querySelectorAll<HTMLTableCellElement>("thead th")];
  const series = headers.flatMap((cell, column) =>
    cell.dataset.series === undefined
      ? []
      : [{ column, label: cell.textContent?.trim() ?? "", kind: cell.dataset.series }],
  );
  const rows = [...table.querySelectorAll("tbody tr")];
  const labels = rows.map((row) => row.querySelector("th")?.textContent?.trim() ?? "");
  const line = figure.dataset.chart === "line";
  const box = document.createElement("div");
  box.className = line ? "chart" : "chart short";
  box.setAttribute("aria-hidden", "true");
  const canvas = document.createElement("canvas");
  box.append(canvas);
  figure.querySelector("figcaption")?.after(box);
  new Chart(canvas, {
    type: line ? "line" : "bar",
    data: {
      labels,
      datasets: series.map(({ column, label, kind }, i) => ({
        type: line && kind !== "bar" ? ("line" as const) : ("bar" as const),
        label,
        data: rows.map((row) => Number(row.children[column]?.getAttribute("data-value") ?? 0)),
        borderColor: COLOURS[i % COLOURS.length],
        backgroundColor: COLOURS[i % COLOURS.length],
        pointRadius: rows.length > 40 ? 0 : 2,
        borderWidth: 2,
      })),
    },
    options: {
      animation: still ? false : undefined,
      maintainAspectRatio: false,
      indexAxis: line ? "x" : "y",
      interaction: { mode: "index", intersect: false },
      scales: { [line ? "y" : "x"]: { beginAtZero: true, ticks: { precision: 0 } } },
      plugins: { legend: { position: "bottom" } },
    },
  });
}
