/** What went wrong with the last reservation step, read out at once; nothing when all is well. */
export function ReservationError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="reservation-error">
      {message}
    </p>
  ) : null;
}
