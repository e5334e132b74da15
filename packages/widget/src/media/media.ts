/**
 * The browser media APIs the recorder and the simulated call use, behind one seam so tests can
 * inject fakes (happy-dom has no microphone, MediaRecorder or Web Audio). Each member reads the
 * browser lazily, so a missing API fails the call that needs it, not the import.
 */
export interface MediaDeps {
  /** Opens the microphone (navigator.mediaDevices.getUserMedia). */
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** MediaRecorder.isTypeSupported; false when MediaRecorder is missing. */
  isTypeSupported(mimeType: string): boolean;
  /** A MediaRecorder on the stream, in the given format or the browser's default. */
  createRecorder(stream: MediaStream, mimeType: string | undefined): MediaRecorder;
  /** A Web Audio context, or null where Web Audio is missing. */
  createAudioContext(): AudioContext | null;
}

/** The real browser APIs. */
export function browserMedia(): MediaDeps {
  return {
    getUserMedia(constraints) {
      const devices = globalThis.navigator?.mediaDevices;
      if (!devices?.getUserMedia) return Promise.reject(new Error('getUserMedia is not available (insecure context?)'));
      return devices.getUserMedia(constraints);
    },
    isTypeSupported(mimeType) {
      return typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(mimeType);
    },
    createRecorder(stream, mimeType) {
      return new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    },
    createAudioContext() {
      return typeof AudioContext === 'undefined' ? null : new AudioContext();
    },
  };
}

/** Stops every track of a stream: the browser's recording indicator goes off. */
export function releaseStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Closes an audio context, ignoring a context that is already closed. */
export function closeAudioContext(context: AudioContext | null): void {
  if (context && context.state !== 'closed') void context.close().catch(() => undefined);
}
