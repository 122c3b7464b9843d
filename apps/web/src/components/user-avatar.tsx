import { initials } from '@app/core/user-display';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';

interface UserAvatarProps {
  /** The display name; its initials stand in when there is no picture. */
  name: string;
  avatarUrl: string | null;
  /** Alternative text of the picture; empty when a label next to it already names the user. */
  alt?: string;
  className?: string;
  fallbackClassName?: string;
}

/** The user's picture, or the initials of their name (at most 2 letters). */
export function UserAvatar({ name, avatarUrl, alt = '', className, fallbackClassName }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt={alt} />}
      <AvatarFallback className={fallbackClassName} aria-hidden={alt ? undefined : true}>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
