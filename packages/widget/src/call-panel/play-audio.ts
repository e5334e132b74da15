/**
 * Plays an audio Blob (the voice panel's greeting) and answers a function that stops it and frees
 * its object URL. A browser that refuses to autoplay leaves the panel working, just silent.
 */
export function playAudioBlob(blob: Blob): () => void {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    URL.revokeObjectURL(url);
  };
  audio.addEventListener('ended', release, { once: true });
  void audio.play()?.catch(() => undefined);
  return () => {
    audio.pause();
    release();
  };
}
