import { useEffect, useRef, useState } from 'react'
import jsQR from 'jsqr'

/** Frames decoded per second: enough to feel instant, little enough for a cheap phone. */
const DECODES_PER_SECOND = 4
/** The same code seen again within this long is the same guest still holding up their pass. */
const SAME_CODE_PAUSE_MS = 4000
/** Frames are scaled down to this width before decoding: a pass fills much of the picture. */
const DECODE_WIDTH = 640

export type CameraState = 'starting' | 'on' | 'off' | 'denied' | 'unavailable'

/**
 * The back camera, read a few times a second with jsQR on a canvas. Calls
 * `onCode` once per code; the same code again is ignored for a few seconds.
 */
export function useQrCamera(enabled: boolean, onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null)
  const [state, setState] = useState<CameraState>('off')
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    onCodeRef.current = onCode
  }, [onCode])

  useEffect(() => {
    if (!enabled) return
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable')
      return
    }
    let stream: MediaStream | null = null
    let timer: number | undefined
    let stopped = false
    const canvas = document.createElement('canvas')
    const drawing = canvas.getContext('2d', { willReadFrequently: true })
    let last: { code: string; at: number } | null = null
    const video = videoRef.current

    const decode = () => {
      if (!video || !drawing || video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth)
      canvas.width = Math.round(video.videoWidth * scale)
      canvas.height = Math.round(video.videoHeight * scale)
      drawing.drawImage(video, 0, 0, canvas.width, canvas.height)
      const frame = drawing.getImageData(0, 0, canvas.width, canvas.height)
      const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })
      if (!found?.data) return
      const now = Date.now()
      if (last && last.code === found.data && now - last.at < SAME_CODE_PAUSE_MS) {
        last.at = now
        return
      }
      last = { code: found.data, at: now }
      onCodeRef.current(found.data)
    }

    setState('starting')
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop())
          return
        }
        stream = media
        if (video) {
          video.srcObject = media
          await video.play().catch(() => undefined)
        }
        setState('on')
        timer = window.setInterval(decode, 1000 / DECODES_PER_SECOND)
      })
      .catch((error: unknown) => {
        if (!stopped) setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable')
      })

    return () => {
      stopped = true
      window.clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
      if (video) video.srcObject = null
      setState('off')
    }
  }, [enabled])

  return { videoRef, state }
}
