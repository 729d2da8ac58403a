import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local as lib/local/dynamo-local.ts runs it (java source-file mode, no build step).
 * The jar has no host option and binds every interface; this sets its one Jetty connector to
 * 127.0.0.1 before starting, so the database is not reachable from the network. It announces
 * READY only after its own bind succeeded (so the parent never mistakes another process on the
 * port for it), and halts when stdin closes, i.e. when the parent dies in any way, even SIGKILL.
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    Thread watchdog = new Thread(() -> {
      try {
        while (System.in.read() != -1) {}
      } catch (Exception ignored) {
        // A broken pipe means the same as end of input: the parent is gone.
      }
      Runtime.getRuntime().halt(0);
    });
    watchdog.setDaemon(true);
    watchdog.start();
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.safeStart();
    System.out.println("DYNAMODB_LOCAL_READY");
    proxy.join();
  }
}
