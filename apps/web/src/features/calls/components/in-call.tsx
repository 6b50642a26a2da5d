// In call (docs/screens.md#call-screen): a header with the connection dot, who is on the call and the
// participant count, 'Leave call', microphone and camera toggles and 'End call'; a video view (large remote
// area or 'Waiting for other participant to join...', small self-view with a camera-off placeholder) or an
// audio view ('Audio Call', 'Connected with N participant(s)').

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CameraOffIcon from 'lucide-react/icons/camera-off';
import LogOutIcon from 'lucide-react/icons/log-out';
import MicIcon from 'lucide-react/icons/mic';
import MicOffIcon from 'lucide-react/icons/mic-off';
import PhoneIcon from 'lucide-react/icons/phone';
import PhoneOffIcon from 'lucide-react/icons/phone-off';
import UserIcon from 'lucide-react/icons/user';
import VideoIcon from 'lucide-react/icons/video';
import VideoOffIcon from 'lucide-react/icons/video-off';
import type { ReactNode } from 'react';
import type { VideoCallDoctor } from '../../../lib/video-call-link.ts';
import { type CallState, participantCount, type RemoteParticipant } from '../call-state.ts';
import { LOCAL_TALKER } from '../rtc/call-connection.ts';
import { CallDoctorCard } from './call-doctor-card.tsx';
import { StreamAudio, StreamVideo } from './stream-video.tsx';

type Props = {
  state: CallState;
  callType: 'video' | 'audio';
  localStream: MediaStream | null;
  doctor: VideoCallDoctor | null;
  /** For the doctor: the patient's name and reason. */
  patient: { name: string; reason: string | null } | null;
  statusText: string | null;
  onLeave: () => void;
  onEnd: () => void;
  onToggleMute: () => void;
  onToggleCamera: () => void;
};

function ConnectionDot({ state }: { state: CallState }) {
  const { t } = useLingui();
  const connected = state.isConnected && !state.reconnecting;
  const label = connected ? t`Connected` : state.reconnecting ? t`Reconnecting...` : t`Connecting...`;
  return (
    <span
      className="flex items-center gap-2 text-sm text-slate-200"
      data-testid="connection-status"
      data-connected={connected}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${connected ? 'bg-green-500' : 'animate-pulse bg-yellow-400 motion-reduce:animate-none'}`}
      />
      {label}
    </span>
  );
}

function ControlButton({
  label,
  ariaLabel,
  onClick,
  children,
  tone = 'plain',
}: {
  label: string;
  ariaLabel?: string;
  onClick: () => void;
  children: ReactNode;
  tone?: 'plain' | 'off' | 'danger';
}) {
  const colours = {
    plain: 'bg-slate-700 text-white hover:bg-slate-600',
    off: 'bg-white text-slate-900 hover:bg-slate-200',
    danger: 'bg-red-600 text-white hover:bg-red-700',
  }[tone];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={ariaLabel}
      className={`flex min-w-16 flex-col items-center gap-1 rounded-xl px-3 py-2 text-xs font-semibold ${colours}`}
    >
      {children}
      <span>{label}</span>
    </button>
  );
}

function RemoteTile({
  participant,
  talking,
}: {
  participant: RemoteParticipant | undefined;
  talking: boolean;
}) {
  const { t } = useLingui();
  if (!participant) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 text-slate-300">
        <span
          aria-hidden="true"
          className="size-3 animate-pulse rounded-full bg-yellow-400 motion-reduce:animate-none"
        />
        <p data-testid="waiting-text">{t`Waiting for other participant to join...`}</p>
      </div>
    );
  }
  // 'Participant {client id}' (docs/screens.md) until the room says who it is.
  const clientId = participant.id;
  const who = participant.displayName ?? t`Participant ${clientId}`;
  const hasVideo = Boolean(participant.stream?.getVideoTracks().length);
  return (
    <div
      className={`relative h-full ${talking ? 'ring-4 ring-green-500 ring-inset' : ''}`}
      data-testid="remote-tile"
    >
      <StreamVideo
        stream={participant.stream}
        label={t`Video of ${who}`}
        testId="remote-video"
        className={`h-full w-full object-contain ${participant.videoOn && hasVideo ? '' : 'invisible'}`}
      />
      {!participant.videoOn || !hasVideo ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-300"
          data-testid="remote-camera-off"
        >
          <CameraOffIcon aria-hidden="true" className="size-10" />
          <p>
            <Trans>{who} has turned off the camera</Trans>
          </p>
        </div>
      ) : null}
      <p className="absolute bottom-3 left-3 flex items-center gap-1.5 rounded-md bg-slate-900/70 px-2 py-1 text-sm text-white">
        {!participant.audioOn ? (
          <MicOffIcon aria-label={t`Microphone off`} className="size-4 text-red-400" />
        ) : null}
        {who}
        {participant.away ? <span className="text-yellow-300"> {t`(reconnecting)`}</span> : null}
      </p>
    </div>
  );
}

function SelfView({
  stream,
  cameraOff,
  talking,
}: {
  stream: MediaStream | null;
  cameraOff: boolean;
  talking: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      className={`absolute right-3 bottom-3 aspect-[3/4] w-24 overflow-hidden rounded-xl border-2 bg-slate-800 shadow-lg sm:aspect-video sm:w-48 ${talking ? 'border-green-500' : 'border-slate-600'}`}
      data-testid="self-view"
    >
      <StreamVideo
        stream={stream}
        muted
        mirrored
        label={t`Your camera`}
        testId="local-video"
        className={`h-full w-full object-cover ${cameraOff ? 'invisible' : ''}`}
      />
      {cameraOff ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-slate-300"
          data-testid="camera-off-placeholder"
        >
          <UserIcon aria-hidden="true" className="size-8" />
          <span className="text-xs">
            <Trans>Camera off</Trans>
          </span>
        </div>
      ) : null}
      <span className="absolute top-1 left-1 rounded bg-slate-900/70 px-1.5 text-[10px] text-white">
        <Trans>You</Trans>
      </span>
    </div>
  );
}

function AudioStage({ state }: { state: CallState }) {
  const { t } = useLingui();
  const remote = state.participants[0];
  const n = participantCount(state);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center text-white">
      <span
        className={`flex size-24 items-center justify-center rounded-full bg-slate-700 ${remote && state.activeTalkers.includes(remote.id) ? 'ring-4 ring-green-500' : ''}`}
      >
        <PhoneIcon aria-hidden="true" className="size-10" />
      </span>
      <h2 className="text-2xl font-bold">
        <Trans>Audio Call</Trans>
      </h2>
      {remote ? (
        <p data-testid="audio-connected">
          {t`${plural(n, { one: 'Connected with # participant', other: 'Connected with # participants' })}`}
        </p>
      ) : (
        <p className="text-slate-300" data-testid="waiting-text">
          {t`Waiting for other participant to join...`}
        </p>
      )}
      <StreamAudio stream={remote?.stream ?? null} />
    </div>
  );
}

export function InCall(props: Props) {
  const { t } = useLingui();
  const { state, callType } = props;
  const n = participantCount(state);
  const video = callType === 'video';
  const remote = state.participants[0];
  return (
    <section
      aria-label={t`Call`}
      className="on-dark flex h-[calc(100dvh-4rem)] min-h-[32rem] flex-col bg-slate-900"
      data-testid="in-call"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-700 px-4 py-3">
        <div className="flex min-w-0 items-center gap-4">
          <ConnectionDot state={state} />
          <span className="text-sm text-slate-200" data-testid="participant-count">
            {t`${plural(n, { one: '# participant', other: '# participants' })}`}
          </span>
        </div>
        <div className="min-w-0 text-right">
          {props.patient ? (
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">{props.patient.name}</p>
              {props.patient.reason ? (
                <p className="truncate text-xs text-slate-300">{props.patient.reason}</p>
              ) : null}
            </div>
          ) : (
            <CallDoctorCard doctor={props.doctor} compact />
          )}
        </div>
      </header>
      {props.statusText ? (
        <p
          role="status"
          className="bg-slate-800 px-4 py-2 text-center text-sm text-slate-100"
          data-testid="call-status"
        >
          {props.statusText}
        </p>
      ) : null}
      <div className="relative flex-1 overflow-hidden">
        {video ? (
          <>
            <RemoteTile
              participant={remote}
              talking={Boolean(remote && state.activeTalkers.includes(remote.id))}
            />
            <StreamAudioForVideoless participant={remote} />
            <SelfView
              stream={props.localStream}
              cameraOff={state.isCameraOff}
              talking={state.activeTalkers.includes(LOCAL_TALKER)}
            />
          </>
        ) : (
          <AudioStage state={state} />
        )}
      </div>
      <nav
        aria-label={t`Call controls`}
        className="flex items-center justify-center gap-2 border-t border-slate-700 px-3 py-3 sm:gap-4"
      >
        <ControlButton label={t`Leave call`} onClick={props.onLeave}>
          <LogOutIcon aria-hidden="true" className="size-5" />
        </ControlButton>
        <ControlButton
          label={state.isMuted ? t`Unmute` : t`Mute`}
          ariaLabel={state.isMuted ? t`Unmute microphone` : t`Mute microphone`}
          onClick={props.onToggleMute}
          tone={state.isMuted ? 'off' : 'plain'}
        >
          {state.isMuted ? (
            <MicOffIcon aria-hidden="true" className="size-5" />
          ) : (
            <MicIcon aria-hidden="true" className="size-5" />
          )}
        </ControlButton>
        {video ? (
          <ControlButton
            label={state.isCameraOff ? t`Camera on` : t`Camera off`}
            ariaLabel={state.isCameraOff ? t`Turn camera on` : t`Turn camera off`}
            onClick={props.onToggleCamera}
            tone={state.isCameraOff ? 'off' : 'plain'}
          >
            {state.isCameraOff ? (
              <VideoOffIcon aria-hidden="true" className="size-5" />
            ) : (
              <VideoIcon aria-hidden="true" className="size-5" />
            )}
          </ControlButton>
        ) : null}
        <ControlButton label={t`End call`} onClick={props.onEnd} tone="danger">
          <PhoneOffIcon aria-hidden="true" className="size-5" />
        </ControlButton>
      </nav>
    </section>
  );
}

/** A remote stream that carries sound but no picture still needs something to play it. */
function StreamAudioForVideoless({ participant }: { participant: RemoteParticipant | undefined }) {
  if (!participant?.stream || participant.stream.getVideoTracks().length > 0) return null;
  return <StreamAudio stream={participant.stream} />;
}
