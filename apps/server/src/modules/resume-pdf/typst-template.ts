/**
 * The Typst source of the résumé designs. It reads everything it prints from `/resume.json` (a ResumeModel plus the
 * fonts and the photo's path), so no user text is ever written into Typst markup: a name like `#eval("…")` or
 * `*bold*` is printed as written. Headings are real headings (H1 name, H2 sections, H3 entries), bullets are lists
 * and links are links, which is what makes the tagged PDF's structure tree; rules and fills are decoration.
 */
export const resumeTemplate = String.raw`
#let data = json("/resume.json")
#let design = data.design
#let compact = design == "compact"
#let two = design == "two-column"
#let accent = rgb("#1d4f7a")
#let muted = rgb("#4a4a4a")
#let base = if compact { 8.8pt } else { 10pt }

// No date: the same content gives the same bytes, so the file's hash (its served name) only changes with it.
#set document(title: data.title, author: data.name, date: none)
#set page(
  paper: data.paper,
  margin: if compact { (x: 1.3cm, y: 1.2cm) } else if two { (x: 1.4cm, y: 1.4cm) } else { (x: 1.9cm, y: 1.7cm) },
)
#set text(font: data.fonts, lang: data.lang, size: base, fill: rgb("#161616"))
#set par(leading: if compact { 0.5em } else { 0.6em }, spacing: if compact { 0.6em } else { 0.8em })
#set list(indent: 0.4em, body-indent: 0.5em, spacing: if compact { 0.4em } else { 0.55em })
#show link: set text(fill: accent)

#show heading.where(level: 1): it => block(below: 0.35em, text(size: if compact { 17pt } else { 21pt }, weight: "bold", fill: accent, it.body))
#show heading.where(level: 2): it => block(
  above: if compact { 1em } else { 1.3em },
  below: 0.6em,
  width: 100%,
  inset: (bottom: 3pt),
  stroke: (bottom: 0.7pt + accent),
  sticky: true,
  text(size: base * 1.15, weight: "bold", fill: accent, it.body),
)
#show heading.where(level: 3): it => text(size: base, weight: "bold", it.body)

#let linked(url, body) = if url != "" { link(url, body) } else { body }

#let photo(size) = if data.photo != "" {
  box(clip: true, radius: 50%, width: size, height: size, image(data.photo, width: size, height: size, fit: "cover", alt: data.photoAlt))
}

#let entry(e) = block(above: if compact { 0.75em } else { 1em }, breakable: true)[
  #block(sticky: true, below: 0.4em)[
    #grid(
      columns: (1fr, auto),
      column-gutter: 0.8em,
      if e.heading != "" { heading(level: 3, linked(e.url, e.heading)) } else { [] },
      if e.period != "" { text(fill: muted, e.period) } else { [] },
    )
    #if e.subheading != "" { v(-0.2em); text(fill: muted, style: "normal", e.subheading) }
  ]
  #if e.body != "" { par(e.body) }
  #if e.bullets.len() > 0 { list(..e.bullets) }
]

#let tags(section, stacked) = if stacked { list(..section.tags) } else { par(section.tags.join(" · ")) }

#let section(s, stacked: false) = [
  #heading(level: 2, s.title)
  #for e in s.entries { entry(e) }
  #if s.tags.len() > 0 { tags(s, stacked) }
]

#let contact-line(sep) = data.contacts.map(c => linked(c.url, c.text)).join(sep)

#let header(with-contacts: true) = {
  let words = [
    #heading(level: 1, data.name)
    #if data.headline != "" { text(size: base * 1.2, fill: muted, data.headline) }
    #if with-contacts and data.contacts.len() > 0 { par(text(size: base * 0.95, contact-line[ · ])) }
  ]
  if data.photo != "" and not two {
    grid(columns: (auto, 1fr), column-gutter: 1.2em, align: horizon, photo(if compact { 2cm } else { 2.6cm }), words)
  } else { words }
}

#let summary = if data.summary != "" { par(data.summary) }

#if two {
  header(with-contacts: false)
  v(0.6em)
  let side = data.sections.filter(s => s.placement == "side")
  let main = data.sections.filter(s => s.placement == "main")
  grid(
    columns: (31%, 1fr),
    column-gutter: 1.4em,
    [
      #if data.photo != "" { align(center, photo(3cm)); v(0.8em) }
      #for c in data.contacts { block(below: 0.5em, linked(c.url, c.text)) }
      #for s in side { section(s, stacked: true) }
    ],
    [
      #summary
      #for s in main { section(s) }
    ],
  )
} else {
  header()
  summary
  for s in data.sections { section(s) }
}
`;
