// Intl formatters built on first use, not when their module loads: building one makes the browser load its
// locale data (5-50 ms each on this machine, four times that on a mid-range phone), which a page that shows
// no date should not pay while it starts (docs/bench.md#lighthouse, round 9).

export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

export function lazyListFormat(locale: string, options: Intl.ListFormatOptions): () => Intl.ListFormat {
  let format: Intl.ListFormat | undefined;
  return () => {
    format ??= new Intl.ListFormat(locale, options);
    return format;
  };
}
