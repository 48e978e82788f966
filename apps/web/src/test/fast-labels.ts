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
          return Array.from(this.ownerDocument.querySelectorAll("label")).filter((label) => label.control === this);
        },
    );
  }
}
