// A doctor's photo (the API serves one per doctor). Decorative next to the name, so alt is empty. Lazy in
// lists; `firstScreen` (the doctor page's header) loads it at once, ahead of other images.
export function DoctorPhoto({
  src,
  size = 'md',
  firstScreen = false,
}: {
  src: string;
  size?: 'sm' | 'md' | 'lg';
  firstScreen?: boolean;
}) {
  const sizes = { sm: 'size-12', md: 'size-20', lg: 'size-28 sm:size-32' } as const;
  return (
    <img
      src={src}
      alt=""
      width={128}
      height={128}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
      className={`${sizes[size]} shrink-0 rounded-2xl bg-brand-50 object-cover`}
    />
  );
}
