/*
 * Tailwind classes joined so that a later utility overrides an earlier one of the same kind, as
 * tailwind-merge does (`cn('px-4 h-9', 'px-2')` is 'h-9 px-2'), in a few hundred lines instead of
 * its full table of Tailwind: building that table is about 0.2 s of script on a phone's first page.
 *
 * The kinds below are the utilities Tailwind has, by the names tailwind-merge gives them, so that
 * the two agree: test/class-merge.test.ts merges every pair of the classes the source uses with
 * both and expects the same answer. A class of a kind not listed here is kept as it is (as
 * tailwind-merge keeps a class it does not know); the test fails when the source starts to use
 * one that tailwind-merge would merge, which is the moment to add its kind here.
 */

/** Which kind of utility a class is (its base, without variants or `!`), or null when unknown. */
function kindOf(base: string): string | null {
  if (base.startsWith('[')) {
    // An arbitrary property, `[content-visibility:auto]`: its own kind, per property.
    const colon = base.indexOf(':');
    return colon > 1 && base.endsWith(']') ? `arbitrary..${base.slice(1, colon)}` : null;
  }
  const name = base.startsWith('-') ? base.slice(1) : base;
  const exact = KEYWORDS.get(name);
  if (exact) return exact;
  for (const [prefix, kind] of PREFIXES_BY_HEAD.get(headOf(name)) ?? []) {
    if (!name.startsWith(prefix)) continue;
    const value = name.slice(prefix.length);
    const found = typeof kind === 'string' ? kind : kind(value);
    if (found) return found;
  }
  return null;
}

const DISPLAY = [
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'table',
  'inline-table',
  'table-caption',
  'table-cell',
  'table-column',
  'table-column-group',
  'table-footer-group',
  'table-header-group',
  'table-row-group',
  'table-row',
  'flow-root',
  'grid',
  'inline-grid',
  'contents',
  'list-item',
  'hidden',
];

/** Classes that are a kind by themselves. */
const KEYWORDS = new Map<string, string>([
  ...DISPLAY.map((c) => [c, 'display'] as const),
  ...['static', 'fixed', 'absolute', 'relative', 'sticky'].map((c) => [c, 'position'] as const),
  ...['visible', 'invisible', 'collapse'].map((c) => [c, 'visibility'] as const),
  ['sr-only', 'sr'],
  ['not-sr-only', 'sr'],
  ['truncate', 'text-overflow'],
  ...['underline', 'overline', 'line-through', 'no-underline'].map((c) => [c, 'text-decoration'] as const),
  ...['uppercase', 'lowercase', 'capitalize', 'normal-case'].map((c) => [c, 'text-transform'] as const),
  ['italic', 'font-style'],
  ['not-italic', 'font-style'],
  ['antialiased', 'font-smoothing'],
  ['subpixel-antialiased', 'font-smoothing'],
  ['tabular-nums', 'fvn-spacing'],
  ['proportional-nums', 'fvn-spacing'],
  ['normal-nums', 'fvn-normal'],
  ['isolate', 'isolation'],
  ['isolation-auto', 'isolation'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  ['transform', 'transform'],
  ['container', 'container'],
  ['@container', 'container-type'],
  ['outline', 'outline-w'],
  ['border', 'border-w'],
  ['rounded', 'rounded'],
  ['shadow', 'shadow'],
  ['ring', 'ring-w'],
  ['ring-inset', 'ring-w-inset'],
  ['transition', 'transition'],
  ['blur', 'blur'],
  ['backdrop-blur', 'backdrop-blur'],
  ['divide-x', 'divide-x'],
  ['divide-y', 'divide-y'],
  ['resize', 'resize'],
  ['table-auto', 'table-layout'],
  ['table-fixed', 'table-layout'],
  ['border-collapse', 'border-collapse'],
  ['border-separate', 'border-collapse'],
]);

const SIZES = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
/** An arbitrary value or CSS variable: `[…]` or `(…)`. */
const ARBITRARY = /^[[(]/;
/** An arbitrary length: `[13px]`, `[3px]`, `[calc(…)]`, `(length:--x)`. */
const LENGTH =
  /^\[(-?\d*\.?\d+(px|r?em|%|vh|vw|svh|dvh|ch|ex|vmin|vmax|pt|cm|mm|in)|(calc|min|max|clamp)\(.*\)|length:.*)\]$|^\(length:.*\)$/;
const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l', 'bs', 'be'];
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];

const isWidth = (v: string) => v === '' || NUMBER.test(v) || LENGTH.test(v);

/** A value of Tailwind's spacing and sizing scales: `4`, `1/2`, `px`, `full`, `[9.5rem]`, `(--x)`. */
const SCALE =
  /^(\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|min|max|fit|none|prose|[sld]v[hw]|\d?xs|sm|md|lg|\d?xl|\[.+\]|\(.+\))$/;

/** The kind when the value is on the scale, else none (`top-center` is not a class). */
function scale(kind: string) {
  return (v: string): string | null => (SCALE.test(v) ? kind : null);
}

/** The kind when the value is on the scale or one of `words` (`leading-tight`, `aspect-square`). */
function scaleOr(kind: string, words: string) {
  const known = new Set(words.split(' '));
  return (v: string): string | null => (SCALE.test(v) || known.has(v) ? kind : null);
}

/** The kind when the value is one of `values` or arbitrary, else none (`select-trigger` is not a class). */
function oneOf(kind: string, values: string) {
  const known = new Set(values.split(' '));
  return (v: string): string | null => (known.has(v) || ARBITRARY.test(v) ? kind : null);
}

function text(v: string): string {
  if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(v)) return 'text-alignment';
  if (['wrap', 'nowrap', 'balance', 'pretty'].includes(v)) return 'text-wrap';
  if (['ellipsis', 'clip'].includes(v)) return 'text-overflow';
  if (v === 'base' || SIZES.test(v) || LENGTH.test(v)) return 'font-size';
  return 'text-color';
}

function font(v: string): string {
  const weights = [
    'thin',
    'extralight',
    'light',
    'normal',
    'medium',
    'semibold',
    'bold',
    'extrabold',
    'black',
  ];
  if (weights.includes(v) || NUMBER.test(v)) return 'font-weight';
  if (v.startsWith('stretch-')) return 'font-stretch';
  return 'font-family';
}

function background(v: string): string {
  if (['fixed', 'local', 'scroll'].includes(v)) return 'bg-attachment';
  if (['auto', 'cover', 'contain'].includes(v)) return 'bg-size';
  if (v === 'none' || /^(linear|radial|conic)-/.test(v)) return 'bg-image';
  if (/^(no-)?repeat/.test(v)) return 'bg-repeat';
  if (/^(center|top|bottom|left|right)/.test(v)) return 'bg-position';
  if (/^clip-/.test(v)) return 'bg-clip';
  if (/^origin-/.test(v)) return 'bg-origin';
  if (/^blend-/.test(v)) return 'bg-blend';
  return 'bg-color';
}

function border(v: string): string {
  if (isWidth(v)) return 'border-w';
  if (LINE_STYLES.includes(v)) return 'border-style';
  const dash = v.indexOf('-');
  const side = dash === -1 ? v : v.slice(0, dash);
  if (SIDES.includes(side)) {
    const rest = dash === -1 ? '' : v.slice(dash + 1);
    return isWidth(rest) ? `border-w-${side}` : `border-color-${side}`;
  }
  return 'border-color';
}

function rounded(v: string): string {
  const dash = v.indexOf('-');
  const corner = dash === -1 ? v : v.slice(0, dash);
  return CORNERS.includes(corner) ? `rounded-${corner}` : 'rounded';
}

function ring(v: string): string {
  if (v.startsWith('offset-')) return isWidth(v.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
  return isWidth(v) ? 'ring-w' : 'ring-color';
}

function outline(v: string): string {
  if (v.startsWith('offset-')) return 'outline-offset';
  if (LINE_STYLES.includes(v)) return 'outline-style';
  return isWidth(v) ? 'outline-w' : 'outline-color';
}

function shadow(v: string): string {
  return v === 'none' || v === 'inner' || SIZES.test(v) || v.startsWith('[') ? 'shadow' : 'shadow-color';
}

function divide(v: string): string {
  if (LINE_STYLES.includes(v)) return 'divide-style';
  if (/^[xy](-|$)/.test(v)) return v[0] === 'x' ? 'divide-x' : 'divide-y';
  return 'divide-color';
}

function flex(v: string): string {
  if (['row', 'row-reverse', 'col', 'col-reverse'].includes(v)) return 'flex-direction';
  if (['wrap', 'wrap-reverse', 'nowrap'].includes(v)) return 'flex-wrap';
  return 'flex';
}

function gridLine(axis: 'col' | 'row') {
  return (v: string): string =>
    v.startsWith('start-') ? `${axis}-start` : v.startsWith('end-') ? `${axis}-end` : `${axis}-start-end`;
}

function object(v: string): string {
  return ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(v) ? 'object-fit' : 'object-position';
}

function overflow(v: string): string {
  return v.startsWith('x-') ? 'overflow-x' : v.startsWith('y-') ? 'overflow-y' : 'overflow';
}

function gradientStop(stop: 'from' | 'via' | 'to') {
  return (v: string): string => (/^\d+%$/.test(v) ? `gradient-${stop}-pos` : `gradient-${stop}`);
}

function breaks(v: string): string {
  if (v.startsWith('after-')) return 'break-after';
  if (v.startsWith('before-')) return 'break-before';
  if (v.startsWith('inside-')) return 'break-inside';
  return 'break';
}

function list(v: string): string {
  if (v === 'inside' || v === 'outside') return 'list-style-position';
  if (v.startsWith('image-')) return 'list-image';
  return 'list-style-type';
}

/**
 * Prefixes, longest first where one begins another (`min-w-` before `m`…): each gives the kind,
 * or a function of the rest of the class that does.
 */
const PREFIXES: ReadonlyArray<readonly [string, string | ((value: string) => string | null)]> = [
  // Sizing and spacing.
  ['min-w-', scale('min-w')],
  ['min-h-', scale('min-h')],
  ['max-w-', scale('max-w')],
  ['max-h-', scale('max-h')],
  ['size-', scale('size')],
  ['w-', scale('w')],
  ['h-', scale('h')],
  ['space-x-', scale('space-x')],
  ['space-y-', scale('space-y')],
  ['gap-x-', scale('gap-x')],
  ['gap-y-', scale('gap-y')],
  ['gap-', scale('gap')],
  ['scroll-mx-', scale('scroll-mx')],
  ['scroll-my-', scale('scroll-my')],
  ['scroll-mt-', scale('scroll-mt')],
  ['scroll-mr-', scale('scroll-mr')],
  ['scroll-mb-', scale('scroll-mb')],
  ['scroll-ml-', scale('scroll-ml')],
  ['scroll-m-', scale('scroll-m')],
  ['scroll-px-', scale('scroll-px')],
  ['scroll-py-', scale('scroll-py')],
  ['scroll-pt-', scale('scroll-pt')],
  ['scroll-pb-', scale('scroll-pb')],
  ['scroll-p-', scale('scroll-p')],
  ...['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].flatMap(
    (side) =>
      [
        [`p${side}-`, scale(`p${side}`)],
        [`m${side}-`, scale(`m${side}`)],
      ] as const,
  ),
  ['p-', scale('p')],
  ['m-', scale('m')],
  // Position.
  ['inset-x-', scale('inset-x')],
  ['inset-y-', scale('inset-y')],
  ['inset-', scale('inset')],
  ['top-', scale('top')],
  ['right-', scale('right')],
  ['bottom-', scale('bottom')],
  ['left-', scale('left')],
  ['start-', scale('start')],
  ['end-', scale('end')],
  ['z-', scale('z')],
  // Flex and grid.
  ['flex-', flex],
  ['basis-', scale('basis')],
  ['grow-', scale('grow')],
  ['shrink-', scale('shrink')],
  ['order-', scale('order')],
  ['grid-cols-', scale('grid-cols')],
  ['grid-rows-', scale('grid-rows')],
  ['grid-flow-', 'grid-flow'],
  ['col-', gridLine('col')],
  ['row-', gridLine('row')],
  ['auto-cols-', scale('auto-cols')],
  ['auto-rows-', scale('auto-rows')],
  ['justify-items-', oneOf('justify-items', 'start end center stretch normal')],
  ['justify-self-', oneOf('justify-self', 'auto start end center stretch')],
  ['justify-', oneOf('justify-content', 'normal start end center between around evenly stretch baseline')],
  ['content-', oneOf('align-content', 'normal center start end between around evenly baseline stretch')],
  ['items-', oneOf('align-items', 'start end center baseline stretch')],
  ['self-', oneOf('align-self', 'auto start end center stretch baseline')],
  ['place-content-', 'place-content'],
  ['place-items-', 'place-items'],
  ['place-self-', 'place-self'],
  // Typography.
  ['text-', text],
  ['font-', font],
  ['leading-', scaleOr('leading', 'none tight snug normal relaxed loose')],
  ['tracking-', oneOf('tracking', 'tighter tight normal wide wider widest')],
  ['line-clamp-', 'line-clamp'],
  ['whitespace-', oneOf('whitespace', 'normal nowrap pre pre-line pre-wrap break-spaces')],
  ['break-', breaks],
  ['underline-offset-', scale('underline-offset')],
  ['decoration-', 'text-decoration-color'],
  ['align-', oneOf('vertical-align', 'baseline top middle bottom text-top text-bottom sub super')],
  ['list-', list],
  ['indent-', scale('indent')],
  // Backgrounds, borders, effects.
  ['bg-', background],
  ['from-', gradientStop('from')],
  ['via-', gradientStop('via')],
  ['to-', gradientStop('to')],
  ['border-spacing-', 'border-spacing'],
  ['border-', border],
  ['rounded-', rounded],
  ['ring-', ring],
  ['outline-', outline],
  ['divide-', divide],
  ['shadow-', shadow],
  ['opacity-', scale('opacity')],
  ['blur-', scale('blur')],
  ['backdrop-blur-', scale('backdrop-blur')],
  ['fill-', 'fill'],
  ['stroke-', 'stroke'],
  // Layout and interaction.
  ['overflow-', overflow],
  ['object-', object],
  ['aspect-', scaleOr('aspect', 'square video')],
  [
    'cursor-',
    oneOf(
      'cursor',
      'auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize n-resize e-resize s-resize w-resize ne-resize nw-resize se-resize sw-resize ew-resize ns-resize nesw-resize nwse-resize zoom-in zoom-out',
    ),
  ],
  ['select-', oneOf('select', 'none text all auto')],
  ['pointer-events-', oneOf('pointer-events', 'auto none')],
  ['resize-', oneOf('resize', 'none x y')],
  ['appearance-', oneOf('appearance', 'none auto')],
  ['field-sizing-', oneOf('field-sizing', 'fixed content')],
  ['caption-', oneOf('caption', 'top bottom')],
  ['float-', oneOf('float', 'right left none start end')],
  ['clear-', oneOf('clear', 'left right both none start end')],
  ['box-', oneOf('box', 'border content')],
  // Transitions and transforms.
  ['transition-', oneOf('transition', 'all colors opacity shadow transform none')],
  ['duration-', scale('duration')],
  ['ease-', oneOf('ease', 'linear in out in-out initial')],
  ['delay-', scale('delay')],
  ['animate-', oneOf('animate', 'spin ping pulse bounce none')],
  ['translate-x-', scale('translate-x')],
  ['translate-y-', scale('translate-y')],
  ['rotate-', scale('rotate')],
  ['scale-', scale('scale')],
  [
    'origin-',
    oneOf('transform-origin', 'center top top-right right bottom-right bottom bottom-left left top-left'),
  ],
  ['@container/', 'container-named'],
];

/** A class's or a prefix's first word: `min` of `min-w-4`, `@container` of `@container/card`. */
function headOf(name: string): string {
  const end = name.search(/[-/]/);
  return end === -1 ? name : name.slice(0, end);
}

/** The prefixes by their first word, in their order: a class is compared with a few, not all. */
const PREFIXES_BY_HEAD = new Map<string, (typeof PREFIXES)[number][]>();
for (const entry of PREFIXES) {
  const head = headOf(entry[0]);
  PREFIXES_BY_HEAD.set(head, [...(PREFIXES_BY_HEAD.get(head) ?? []), entry]);
}

/** What a class of each kind overrides besides its own kind (tailwind-merge's conflicting groups). */
const OVERRIDES: Record<string, readonly string[]> = {
  'container-named': ['container-type'],
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'inset-bs', 'inset-be', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['inset-bs', 'inset-be', 'top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pbs', 'pbe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pbs', 'pbe', 'pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mbs', 'mbe', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mbs', 'mbe', 'mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-ordinal', 'fvn-slashed-zero', 'fvn-figure', 'fvn-spacing', 'fvn-fraction'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  rounded: CORNERS.map((c) => `rounded-${c}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SIDES.map((s) => `border-w-${s}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-bs', 'border-w-be', 'border-w-t', 'border-w-b'],
  'border-color': SIDES.map((s) => `border-color-${s}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-bs', 'border-color-be', 'border-color-t', 'border-color-b'],
  'scroll-m': ['scroll-mx', 'scroll-my', 'scroll-mt', 'scroll-mr', 'scroll-mb', 'scroll-ml'],
  'scroll-mx': ['scroll-mr', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
  'scroll-p': ['scroll-px', 'scroll-py', 'scroll-pt', 'scroll-pr', 'scroll-pb', 'scroll-pl'],
  'scroll-px': ['scroll-pr', 'scroll-pl'],
  'scroll-py': ['scroll-pt', 'scroll-pb'],
};

/** Variants whose order matters (`before:`, `*:`…); the others are compared sorted. */
const ORDERED_VARIANTS = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants.join(':');
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDERED_VARIANTS.has(variant)) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  key.push(...run.sort());
  return key.join(':');
}

/** A class's variants (`hover:`, `data-[state=open]:`…) and its base, split at the top level. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let base = className.slice(start);
  const important = base.endsWith('!') || base.startsWith('!');
  if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
  return { variants, important, base };
}

function topLevelSlash(base: string): number {
  let depth = 0;
  for (let i = 0; i < base.length; i++) {
    const c = base[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '/' && depth === 0) return i;
  }
  return -1;
}

/**
 * The kind of a class with a slash: what comes before it (`bg-primary/20` is a background colour,
 * `w-1/2` a width), else the whole; `@container/name` names a container.
 */
function kindWithSlash(base: string): string | null {
  const slash = topLevelSlash(base);
  if (slash === -1) return kindOf(base);
  const before = kindOf(base.slice(0, slash));
  if (before === 'container-type') return kindOf(base) ?? before;
  return before ?? kindOf(base);
}

function mergeList(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { variants, important, base } = parse(className);
    const kind = kindWithSlash(base);
    if (!kind) {
      kept.push(className);
      continue;
    }
    const prefix = variantKey(variants) + (important ? '!' : '');
    if (taken.has(prefix + kind)) continue;
    taken.add(prefix + kind);
    for (const other of OVERRIDES[kind] ?? []) taken.add(prefix + other);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

const merged = new Map<string, string>();

/** Merges a space-separated class list: of two classes of one kind (and variants), the later wins. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = mergeList(classList);
    // Class lists come from a few hundred call sites; a bound keeps dynamic ones from piling up.
    if (merged.size >= 1000) merged.clear();
    merged.set(classList, result);
  }
  return result;
}
