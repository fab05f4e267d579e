/**
 * What a chart spec in a definition may contain (engine/chart-spec.ts): the Vega-Lite properties a chart of a
 * report needs, the colours a colour property may take, and what a Vega expression (`calculate`, a string
 * `filter`, a condition's `test`, `expr`) may name. Anything else is refused at load and at publish. A property
 * missing here that a chart truly needs is added here, with a test, after asking whether it can load anything.
 */

/** Property names a chart spec may use, at any depth (Vega-Lite's own names; no url, href, data, usermeta, image). */
export const allowedChartProperties: ReadonlySet<string> = new Set(
  `
  $schema description title subtitle name width height padding autosize background config view mark encoding
  layer hconcat vconcat concat columns facet repeat spacing resolve transform align
  bounds center
  type point line filled tooltip orient interpolate tension size thickness opacity fillOpacity strokeOpacity
  strokeWidth strokeDash strokeCap strokeJoin cornerRadius cornerRadiusEnd cornerRadiusTopLeft cornerRadiusTopRight
  cornerRadiusBottomLeft cornerRadiusBottomRight binSpacing innerRadius outerRadius padAngle radius radius2 theta
  theta2 shape angle dx dy baseline limit ellipsis lineBreak lineHeight font fontSize fontStyle fontWeight clip
  color fill stroke invalid continuousBandSize discreteBandSize minBandSize aria ariaRole ariaRoleDescription
  x x2 y y2 xOffset yOffset text detail order row column key strokeDashOffset
  field aggregate bin timeUnit sort stack scale axis legend header condition value datum format formatType
  labelExpr test band bandPosition
  domain domainMid domainMin domainMax range rangeMin rangeMax scheme zero nice reverse clamp exponent base
  constant paddingInner paddingOuter round interpolate extent count step maxbins minstep nice anchor divide
  labelAlign labelAngle labelBaseline labelLimit labelOverlap labelPadding labelFontSize labelFont labelColor
  labelFontWeight labelSeparation labelBound labelFlush labels grid gridColor gridDash gridOpacity gridWidth
  tickCount tickColor tickSize ticks tickWidth tickMinStep tickBand tickOffset tickRound domainColor domainWidth
  domainOpacity titleAlign titleAngle titleBaseline titleColor titleFont titleFontSize titleFontWeight titleLimit
  titleOrient titleAnchor titlePadding titleX titleY offset values zindex translate minExtent maxExtent
  direction symbolType symbolSize symbolFillColor symbolStrokeColor symbolStrokeWidth symbolOpacity columnPadding
  rowPadding gradientLength gradientThickness legendX legendY
  fontStyle frame subtitleColor subtitleFont subtitleFontSize subtitleFontWeight subtitlePadding
  calculate as filter fold groupby window frame ignorePeers joinaggregate op regression method order
  density bandwidth loess flatten pivot impute keyvals quantile probs lookup default sample
  equal lt lte gt gte oneOf valid and or not
  axisX axisY axisLeft axisBottom axisTop axisRight axisBand axisQuantitative axisDiscrete legend range
  category ordinal ramp diverging heatmap arc area bar circle rect rule square tick trail
  continuousPadding discretePadding
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Properties whose string value is a colour (a CSS colour only: no url(), no gradient reference). */
export const colourProperties: ReadonlySet<string> = new Set([
  'color',
  'fill',
  'stroke',
  'background',
  'gridColor',
  'tickColor',
  'domainColor',
  'labelColor',
  'titleColor',
  'subtitleColor',
  'symbolFillColor',
  'symbolStrokeColor',
]);

/** A CSS colour: #rgb(a)/#rrggbb(aa), a colour name, or rgb()/hsl() with numbers only. */
export const cssColour =
  /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,20}|(?:rgba?|hsla?)\(\s*[0-9.%\s,/+-]{1,60}\))$/i;

/** Properties whose string value is a Vega expression. */
export const expressionProperties: ReadonlySet<string> = new Set(['calculate', 'filter', 'test', 'expr', 'labelExpr']);

/** Characters in one Vega expression of a chart spec (the shipped ones are under 40). */
export const maxChartExpressionLength = 200;

/** The names an expression may use that are not a member (after a dot): the datum and Vega's plain functions. */
export const allowedExpressionNames: ReadonlySet<string> = new Set(
  `
  datum item parent event true false null NaN PI E LN2 LN10 LOG2E LOG10E SQRT1_2 SQRT2 MAX_VALUE MIN_VALUE
  isArray isBoolean isDate isDefined isNumber isObject isString isValid toBoolean toDate toNumber toString
  abs acos asin atan atan2 ceil clamp cos exp floor hypot log max min pow random round sign sin sqrt tan trunc
  now datetime date day year quarter month hours minutes seconds milliseconds time timezoneoffset
  utc utcdate utcday utcyear utcquarter utcmonth utchours utcminutes utcseconds utcmilliseconds
  format timeFormat utcFormat pad length join indexof lastindexof reverse slice sort span extent inrange
  lower upper substring trim truncate parseFloat parseInt if
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Names that reach a JavaScript object's machinery: refused anywhere in an expression, as a member or a string. */
export const refusedExpressionNames: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);
