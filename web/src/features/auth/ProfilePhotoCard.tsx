import { useSetProfileImage } from '@/api/media'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { MediaImageField } from '@/components/media/MediaImageField'
import { useCurrentUser } from '@/lib/use-current-user'

/** The Photo card of Account Settings: one of your own images from the media library, or none. */
export function ProfilePhotoCard() {
  const user = useCurrentUser()
  const save = useSetProfileImage({
    onSuccess: () => showSnackbar('Photo saved.', 'success'),
    onError: (failure) => showSnackbar(failure.message, 'error'),
  })
  const mediaId = user.profile_image_src?.match(/^\/media\/([0-9a-f-]{36})/)?.[1] ?? null
  return (
    <Card className="mt-5">
      <CardHeader>
        <CardTitle>Photo</CardTitle>
        <CardDescription>Shown beside your name in your team and the activity feed.</CardDescription>
      </CardHeader>
      <CardContent>
        <MediaImageField
          id="profile-photo"
          label="Profile photo"
          noun="photo"
          round
          onlyMine
          src={user.profile_image_src}
          mediaId={mediaId}
          disabled={save.isPending}
          onChange={(image) => save.mutate(image?.id ?? null)}
        />
      </CardContent>
    </Card>
  )
}
