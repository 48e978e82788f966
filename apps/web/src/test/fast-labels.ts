/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an element's `labels` by asking every node
 * of the document for its control (inside jsdom, past any patch of `control`): one `getByLabelText` or accessible
 * name over the builder (thousands of nodes, hundreds of labels) cost seconds, and a `findBy…` repeats it on every
 * change while the page loads. The same answers, as browsers give them: a `for` control from the document's id index
 * (getElementById), and an element's labels from the document's labels in tree order.
 */
const labelableTags = new Set(["BUTTON", "METER", "OUTPUT", "PROGRESS", "SELECT", "TEXTAREA"]);

function isLabelable(element: Element): boolean {
  if (element.tagName === "INPUT") return (element as HTMLInputElement).type !== "hidden";
  return labelableTags.has(element.tagName);
}

const inDocument = (node: Node) => node.getRootNode() === node.ownerDocument;

function replaceGetter<T extends object>(prototype: T, name: string, make: (original: () => unknown) => () => unknown) {
  const original = Object.getOwnPropertyDescriptor(prototype, name)?.get;
  if (!original) throw new Error(`jsdom has no ${name} getter to replace`);
  Object.defineProperty(prototype, name, { configurable: true, enumerable: true, get: make(original) });
}

export function installFastLabels(): void {
  replaceGetter(
    HTMLLabelElement.prototype,
    "control",
    (walk) =>
      function (this: HTMLLabelElement) {
        const id = this.getAttribute("for");
        // A label wrapping its control (a walk of the label alone) or outside a document: jsdom's own answer.
        if (id === null || !inDocument(this)) return walk.call(this);
        if (id === "") return null;
        const target = this.ownerDocument.getElementById(id);
        return target && isLabelable(target) ? target : null;
      },
  );
  const labelables = [
    HTMLInputElement,
    HTMLButtonElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
  ];
  for (const { prototype } of labelables) {
    replaceGetter(
      prototype,
      "labels",
      (original) =>
        function (this: HTMLElement) {
          if (!isLabelable(this)) return null;
          if (!inDocument(this)) return original.call(this);
          // An array, like the NodeList it stands for: indexed, with a length, iterable.
          return [...(labelsByControl(this.ownerDocument).get(this) ?? [])];
        },
    );
  }
}

/**
 * Every labelled control of a document with its labels in tree order, made once and kept until the document changes
 * in a way that can move a label to another control: a node added or removed, or a `for`, `id` or `type` changed.
 * A query over the builder asks every element for its labels; asking the document for its labels each time made
 * that quadratic. The mutation records are taken synchronously on every use, so a change made a moment ago (with
 * no await since) is never answered from the old map.
 */
interface LabelMap {
  observer: MutationObserver;
  map: Map<Element, HTMLLabelElement[]> | null;
}
const labelMaps = new WeakMap<Document, LabelMap>();

function labelsByControl(document: Document): Map<Element, HTMLLabelElement[]> {
  let entry = labelMaps.get(document);
  if (!entry) {
    const created: LabelMap = { observer: new MutationObserver(() => (created.map = null)), map: null };
    created.observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["for", "id", "type"],
    });
    labelMaps.set(document, created);
    entry = created;
  }
  if (entry.observer.takeRecords().length > 0) entry.map = null;
  if (!entry.map) {
    const map = new Map<Element, HTMLLabelElement[]>();
    for (const label of Array.from(document.querySelectorAll("label"))) {
      const control = label.control;
      if (!control) continue;
      const list = map.get(control);
      if (list) list.push(label);
      else map.set(control, [label]);
    }
    entry.map = map;
  }
  return entry.map;
}
