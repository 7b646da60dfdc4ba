// Async boundary: shared singletons (react, react-dom, …) are negotiated before the app starts.
import('./bootstrap');
