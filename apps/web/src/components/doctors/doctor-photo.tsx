// A doctor's photo (the API serves one per doctor). Decorative next to the name, so alt is empty.
export function DoctorPhoto({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' | 'lg' }) {
  const sizes = { sm: 'size-12', md: 'size-20', lg: 'size-28 sm:size-32' } as const;
  return (
    <img
      src={src}
      alt=""
      width={128}
      height={128}
      loading="lazy"
      className={`${sizes[size]} shrink-0 rounded-2xl bg-brand-50 object-cover`}
    />
  );
}
