import { useCallback, useEffect, useRef, useState } from 'react';
import type { Room, RoomEvents, RoomMessage } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { PeerSession, type CallState } from './peer.ts';
import { postSignal, signalOnLeave, useRoomEvents } from './room-link.ts';
import { RoomChat } from './room-chat.tsx';
import './consult-room.css';

type Status = Room['consultation']['status'];
type MediaState = 'idle' | 'asking' | 'on' | 'denied' | 'ended';

const ENDED: readonly Status[] = ['COMPLETED', 'CANCELLED'];

const mergeMessages = (list: RoomMessage[], more: RoomMessage[]) => {
  if (more.every((m) => list.some((x) => x.id === m.id))) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

function VideoOf({ stream, muted, className, label }: { stream: MediaStream | null; muted: boolean; className: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.srcObject === stream) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} className={className} autoPlay playsInline muted={muted} aria-label={label} />;
}

function AudioOf({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.srcObject === stream) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => undefined);
  }, [stream]);
  return <audio ref={ref} autoPlay />;
}

/**
 * The consultation room, the same for the patient and the doctor (`room.side`): the call (video for call mode
 * 2, audio only for 1) on one peer connection, and the chat with shared files, kept in the consultation's
 * record by the server. The server renders the frame and the chat; the call starts once the page is
 * interactive, when the room is open.
 */
export function ConsultRoom({ room, onStatus }: { room: Room; onStatus?: (status: Status, state: string) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const { consultation, side } = room;
  const orderId = consultation.orderId;
  const video = consultation.callMode === 2;
  const [messages, setMessages] = useState(room.messages);
  const [status, setStatus] = useState<Status>(consultation.status);
  const [media, setMedia] = useState<MediaState>('idle');
  const [attempt, setAttempt] = useState(0);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [call, setCall] = useState<CallState>('waiting');
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(true);
  const session = useRef<PeerSession | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const early = useRef<RoomEvents['signals']>([]);
  const ended = ENDED.includes(status);
  const live = hydrated && room.open && !ended;

  // Messages from the loader (revalidation after an action) join those already shown.
  useEffect(() => setMessages((list) => mergeMessages(list, room.messages)), [room.messages]);

  const onEvents = useCallback(
    (events: RoomEvents) => {
      if (events.messages.length > 0) setMessages((list) => mergeMessages(list, events.messages));
      if (events.status !== status) {
        setStatus(events.status);
        onStatus?.(events.status, events.state);
      }
      for (const signal of events.signals) {
        const current = session.current;
        if (!current) early.current.push(signal);
        else queue.current = queue.current.then(() => current.onSignal(signal.kind, signal.payload));
      }
    },
    [status, onStatus],
  );
  const link = useRoomEvents(
    orderId,
    { afterMessage: room.messages.at(-1)?.id ?? 0, afterSignal: room.signalCursor },
    hydrated && !ended,
    onEvents,
  );

  // The call: camera and microphone, then the peer connection. Only in the browser, only while the room is open.
  useEffect(() => {
    if (!live) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    setMedia('asking');
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: true, noiseSuppression: true },
          video: video ? { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } : false,
        });
      } catch {
        if (!stopped) setMedia('denied');
        stream = null;
      }
      if (stopped) {
        stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      if (stream) setMedia('on');
      setLocal(stream);
      const peer = new PeerSession(
        side === 'doctor',
        room.iceServers as RTCIceServer[],
        stream,
        (kind, payload) => postSignal(orderId, kind, payload),
        {
          onRemoteStream: (s) => setRemote(s),
          onState: (state, detail) => {
            setCall(state);
            setConnection(detail.connectionState);
          },
        },
      );
      await peer.join();
      if (stopped) return peer.leave();
      session.current = peer;
      for (const signal of early.current.splice(0)) queue.current = queue.current.then(() => peer.onSignal(signal.kind, signal.payload));
    };
    void start();
    const onLeave = () => session.current?.leave((kind, payload) => signalOnLeave(orderId, kind, payload));
    window.addEventListener('pagehide', onLeave);
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', onLeave);
      session.current?.leave();
      session.current = null;
      stream?.getTracks().forEach((track) => track.stop());
      setLocal(null);
      setRemote(null);
      setCall('waiting');
      setMedia(ENDED.includes(status) ? 'ended' : 'idle');
    };
    // A new attempt (after the camera was refused) starts again; the rest is fixed for the room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, attempt, orderId, side, video]);

  const onSent = useCallback((m: RoomMessage) => setMessages((list) => mergeMessages(list, [m])), []);
  const toggleMic = () => {
    const next = !micOn;
    local?.getAudioTracks().forEach((track) => (track.enabled = next));
    setMicOn(next);
  };
  const toggleCam = () => {
    const next = !camOn;
    local?.getVideoTracks().forEach((track) => (track.enabled = next));
    setCamOn(next);
  };

  const other = side === 'patient' ? consultation.doctor.name : consultation.patient.name;
  const initial = other
    .replace(/^Dr\.?\s+/i, '')
    .slice(0, 1)
    .toUpperCase();
  let line: string;
  if (ended) line = status === 'CANCELLED' ? t('room.state.cancelled') : t('room.state.ended');
  else if (!room.open) line = t('room.state.notOpen');
  else if (!hydrated) line = t('room.state.loading');
  else if (media === 'asking') line = t('room.state.asking');
  else if (link === 'retrying' || call === 'reconnecting') line = t('room.state.reconnecting');
  else if (call === 'connected') line = t('room.state.connected');
  else if (call === 'connecting') line = t('room.state.connecting');
  else line = side === 'patient' ? t('room.state.waitingDoctor') : t('room.state.waitingPatient');

  return (
    <div className="room" data-call-state={live ? call : 'off'} data-connection-state={connection} data-side={side}>
      <section className="room-call" aria-label={video ? t('room.call.video') : t('room.call.audio')}>
        <div className={`room-stage${video ? '' : ' room-stage--audio'}`}>
          {video ? (
            <>
              <VideoOf stream={remote} muted={false} className="room-remote" label={t('room.remoteVideo', { who: other })} />
              {!remote || call !== 'connected' ? <p className="room-stage__wait">{line}</p> : null}
              <VideoOf stream={local} muted className="room-self" label={t('room.selfVideo')} />
            </>
          ) : (
            <>
              <AudioOf stream={remote} />
              <div className={`room-voice${call === 'connected' ? ' is-live' : ''}`} aria-hidden="true">
                <span>{initial}</span>
              </div>
              <p className="room-stage__wait room-stage__wait--audio">{t('room.call.audioNote', { who: other })}</p>
            </>
          )}
        </div>
        <p className={`room-status room-status--${live ? call : 'off'}`} role="status">
          {line}
        </p>
        {media === 'denied' ? (
          <p className="room-error" role="alert">
            {t('room.media.denied')}{' '}
            <button type="button" className="btn btn--x-small btn--outlined" onClick={() => setAttempt((n) => n + 1)}>
              {t('room.media.retry')}
            </button>
          </p>
        ) : null}
        <div className="room-controls">
          <button type="button" className="btn btn--small btn--outlined" aria-pressed={!micOn} disabled={!local} onClick={toggleMic}>
            {micOn ? t('room.mute') : t('room.unmute')}
          </button>
          {video ? (
            <button type="button" className="btn btn--small btn--outlined" aria-pressed={!camOn} disabled={!local} onClick={toggleCam}>
              {camOn ? t('room.cameraOff') : t('room.cameraOn')}
            </button>
          ) : null}
        </div>
      </section>
      <RoomChat orderId={orderId} side={side} messages={messages} canSend={!ended && room.open} onSent={onSent} />
    </div>
  );
}
