/** The signed-in user as the spec names its fields (section 3, Signed-in user). */
export function presentUser(user: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  profile_image_src: string | null;
}) {
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    profile_image_src: user.profile_image_src,
    is_admin: user.is_admin,
  };
}
