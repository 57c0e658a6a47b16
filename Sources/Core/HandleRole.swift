/// What a pooled handle is used for: the one serialized writer, or one of the parallel readers.
public enum HandleRole: Sendable {
    case writer
    case reader
}
