import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * One layer of the code a page's first screen runs: src/main.tsx imports (so evaluates) each layer's
 * chunk in a task of its own, after the layers before it. `roots` picks the modules that start it; the
 * layer holds them and everything they import that no earlier layer holds.
 */
interface Layer {
  name: string;
  roots: (id: string) => boolean;
}

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

/** `roots` and every module they import statically, minus those already `taken`. */
function closure(graph: ModuleGraph, roots: string[], taken: ReadonlyMap<string, string>): Set<string> {
  const found = new Set<string>();
  const pending = roots.filter((id) => !taken.has(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || taken.has(id)) continue;
    found.add(id);
    pending.push(...(graph(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Assigns modules to the entry (`entry` and what it imports statically), then to `layers` in order, then
 * what else `shell` imports to a last layer, `shell`. Each layer is closed under its static imports, so a
 * layer's chunk imports only earlier layers' chunks and evaluating it evaluates no later layer. (The
 * graph is the one before tree-shaking, so a layer also names modules the first screen never runs; the
 * chunk groups take a module only if the first screen imports it, their `$initial` tag.)
 */
export function firstScreenLayers(options: { entry: string; shell: string; layers: Layer[] }) {
  const layerOf = new Map<string, string>();
  const entry = path.resolve(options.entry);
  const shell = path.resolve(options.shell);
  const plugin: Plugin = {
    name: "first-screen-layers",
    apply: "build",
    buildEnd() {
      layerOf.clear();
      const graph: ModuleGraph = (id) => this.getModuleInfo(id);
      for (const id of closure(graph, [entry], layerOf)) layerOf.set(id, "entry");
      const screen = [...closure(graph, [shell], layerOf)];
      for (const layer of options.layers) {
        for (const id of closure(graph, screen.filter(layer.roots), layerOf)) layerOf.set(id, layer.name);
      }
      for (const id of screen) if (!layerOf.has(id)) layerOf.set(id, "shell");
    },
  };
  const afterEntry = [...options.layers.map((layer) => layer.name), "shell"];
  return {
    plugin,
    /** Every layer's name, in the order they are evaluated. */
    names: ["entry", ...afterEntry],
    /** The layer that holds module `id`. */
    layerOf: (id: string) => layerOf.get(id),
    /** The finished bundle's files of the layers after the entry (chunks named after them), and the shell's own. */
    chunksAfterEntry: (bundle: Rolldown.OutputBundle): string[] =>
      Object.values(bundle).flatMap((file) =>
        file.type === "chunk" && (afterEntry.includes(file.name) || file.facadeModuleId === shell)
          ? [file.fileName]
          : [],
      ),
  };
}
