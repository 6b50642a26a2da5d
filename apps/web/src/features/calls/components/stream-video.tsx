// A <video> (or <audio>) playing a MediaStream: srcObject cannot be set through a React prop.
import { useEffect, useRef } from 'react';

type Props = {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  className?: string;
  label: string;
  testId?: string;
};

export function StreamVideo({
  stream,
  muted = false,
  mirrored = false,
  className = '',
  label,
  testId,
}: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={`${className} ${mirrored ? '-scale-x-100' : ''}`}
    />
  );
}

export function StreamAudio({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio || audio.srcObject === stream) return;
    audio.srcObject = stream;
    if (stream) void audio.play().catch(() => {});
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to offer.
  return <audio ref={ref} autoPlay data-testid="remote-audio" className="hidden" />;
}
